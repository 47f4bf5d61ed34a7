"""Editor latency: time from `didChange` to `publishDiagnostics` in a warm `tensorlint
server`, against `tensorlint check FILE` in a fresh process, on the same ~1,000-line file.

    python bench/server_latency.py [--file PATH] [--reps 15]

The default file is torch's own `torch/utils/tensorboard/summary.py` (986 lines, converts
tensors with `.numpy()`), from the installed torch. It is copied into a temporary directory
(no configuration there), the server is told `debounceMs: 0` so that only the analysis and
the messages are timed, and each change edits one line (a different number each time, so no
result can be reused). The check runs with `--no-cache`, as a first run on a file. Medians of
`--reps` runs; the ratio is what to compare across machines.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.server.lsp_client import LspClient  # noqa: E402


def default_file() -> str:
    import importlib.util

    spec = importlib.util.find_spec("torch")
    return os.path.join(os.path.dirname(spec.origin), "utils", "tensorboard", "summary.py")


def time_check(path: Path, reps: int) -> list[float]:
    times = []
    for _ in range(reps):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "tensorlint", "check", "--no-cache", "--exit-zero", "--output-format", "concise", path.name], cwd=path.parent, capture_output=True, check=True)
        times.append(time.perf_counter() - started)
    return times


def time_server(path: Path, reps: int) -> tuple[list[float], int, float]:
    text = path.read_text(encoding="utf-8")
    client = LspClient(path.parent)
    try:
        started = time.perf_counter()
        client.initialize(path.parent, {"debounceMs": 0})
        uri = client.open(path, text)
        first = client.diagnostics(uri, timeout=120)
        first_time = time.perf_counter() - started
        times = []
        for version in range(2, reps + 2):
            edited = text.replace("\n", f"\n_edit_marker = {version}\n", 1)
            started = time.perf_counter()
            client.change(uri, edited, version)
            client.diagnostics(uri, version=version, timeout=120)
            times.append(time.perf_counter() - started)
        client.shutdown()
        return times, len(first["diagnostics"]), first_time
    finally:
        client.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", default=None)
    parser.add_argument("--reps", type=int, default=15)
    args = parser.parse_args()
    source = Path(args.file or default_file())
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / source.name
        shutil.copyfile(source, path)
        lines = path.read_text(encoding="utf-8").count("\n")
        server, findings, first = time_server(path, args.reps)
        check = time_check(path, args.reps)
    s, c = statistics.median(server), statistics.median(check)
    print(f"file: {source} ({lines} lines, {findings} diagnostics)")
    print(f"server, open to first diagnostics (start-up included): {first * 1000:.0f} ms")
    print(f"server, didChange -> publishDiagnostics: median {s * 1000:.0f} ms (min {min(server) * 1000:.0f}, max {max(server) * 1000:.0f})")
    print(f"tensorlint check --no-cache FILE: median {c * 1000:.0f} ms (min {min(check) * 1000:.0f}, max {max(check) * 1000:.0f})")
    print(f"ratio check / server: {c / s:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
