"""Robustness on real code: `tensorlint check` over the installed sources of torch,
transformers, numpy and scipy must end with no internal error.

    /work/.venv/bin/python bench/corpora.py [--packages torch,numpy] [--every N] [--jobs N]

Each package is checked twice through the real command line:
- as users run it (`--no-cache --exit-zero --output-format json PKGDIR`), and
- exhaustively: `--no-prefilter` and `force-torch = true` (a config file), so that the
  facts pass runs on every file, also those that never import torch (numpy, scipy).
It prints, per package and mode: files, diagnostics per code, syntax errors (TL999), files
that could not be processed (by reason) and internal errors, with the wall time. Exit 1 if
any internal error. `--every N` checks every N-th file only (tests/test_corpora.py uses it).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("torch", "transformers", "numpy", "scipy")

from corpus import package_dir, python_files  # noqa: E402  (bench/, next to this script)


def run_check(paths: list[str], *, exhaustive: bool, jobs: int | None, workdir: str) -> dict:
    """One `tensorlint check` run; its counts."""
    args = [sys.executable, "-m", "tensorlint", "check", "--no-cache", "--exit-zero", "--output-format", "json"]
    if exhaustive:
        config = os.path.join(workdir, "tensorlint.toml")
        with open(config, "w") as fh:
            fh.write("[tool.tensorlint]\nforce-torch = true\n")
        args += ["--no-prefilter", "--config", config]
    else:
        args += ["--isolated"]
    if jobs:
        args += ["--jobs", str(jobs)]
    started = time.perf_counter()
    proc = subprocess.run(args + paths, capture_output=True, text=True, cwd=workdir, env=dict(os.environ, PYTHONPATH=ROOT))
    wall = time.perf_counter() - started
    diagnostics = json.loads(proc.stdout or "[]")
    codes = collections.Counter(d["code"] for d in diagnostics)
    errors = [line for line in proc.stderr.splitlines() if line.startswith("error: ")]
    internal = [line for line in errors if "internal error" in line]
    reasons = collections.Counter()
    for line in errors:
        if line in internal:
            continue
        reason = line.split(": ", 2)[-1]
        reasons[reason.split(" (")[0].split(":")[0]] += 1
    return {
        "returncode": proc.returncode,
        "wall_s": round(wall, 1),
        "codes": dict(sorted(codes.items())),
        "file_errors": dict(reasons),
        "internal_errors": internal,
        "traceback": "Traceback" in proc.stderr,
        "stderr_tail": proc.stderr[-2000:] if proc.returncode not in (0,) else "",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--packages", default=",".join(PACKAGES))
    parser.add_argument("--every", type=int, default=1, help="check every N-th file only")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--modes", default="default,exhaustive")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args()
    figures = {}
    failed = False
    with tempfile.TemporaryDirectory() as workdir:
        for name in args.packages.split(","):
            root = package_dir(name)
            if root is None:
                print(f"{name}: not installed, skipped")
                continue
            files = python_files(root)[:: args.every]
            size = sum(os.path.getsize(f) for f in files) / 1e6
            for mode in args.modes.split(","):
                paths = [root] if args.every == 1 else files
                counts = run_check(paths, exhaustive=mode == "exhaustive", jobs=args.jobs, workdir=workdir)
                counts.update(files=len(files), mb=round(size, 1))
                figures[f"{name}/{mode}"] = counts
                bad = counts["internal_errors"] or counts["traceback"] or counts["returncode"] != 0
                failed |= bool(bad)
                print(
                    f"{name:12} {mode:10} files={len(files):5} {size:5.1f} MB wall={counts['wall_s']:6.1f}s "
                    f"codes={counts['codes']} file_errors={counts['file_errors']} "
                    f"internal={len(counts['internal_errors'])} rc={counts['returncode']}",
                    flush=True,
                )
                for line in counts["internal_errors"][:10]:
                    print("   ", line)
                if bad and counts["stderr_tail"]:
                    print(counts["stderr_tail"])
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(figures, fh, indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
