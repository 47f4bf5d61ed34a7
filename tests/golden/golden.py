"""The golden output: what the CLI reports (messages, evidence, fixes) over a fixed corpus.

Structural changes must leave it byte-identical; a behaviour change regenerates it
(`python -m tests.golden.golden --write`) and the diff is reviewed in the same commit.

The corpus: every file under fixtures/, and a fixed list of torch's own sources (real code
nobody here wrote; the torch version is pinned by .ci/run), each in default and strict mode,
with and without the screening stages (`--no-prefilter` analyses every file whole).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

TORCH_FILES = (
    "_dynamo/backends/tvm.py",
    "_numpy/random.py",
    "_tensor.py",
    "_library/fake_impl.py",
    "distributed/_functional_collectives.py",
    "distributed/optim/zero_redundancy_optimizer.py",
    "functional.py",
    "onnx/_internal/exporter/_core.py",
    "onnx/_internal/exporter/_onnx_program.py",
    "onnx/_internal/torchscript_exporter/verification.py",
    "testing/_comparison.py",
    "testing/_internal/common_quantized.py",
    "testing/_internal/opinfo/utils.py",
    "utils/tensorboard/_convert_np.py",
    "utils/tensorboard/summary.py",
    "utils/data/dataloader.py",
)

MODES = {
    "default": [],
    "strict": ["--strict"],
    "default-whole": ["--no-prefilter"],
    "strict-whole": ["--strict", "--no-prefilter"],
}


def torch_dir() -> Path | None:
    try:
        import torch  # noqa: F401  (only to find its sources; the checker never imports it)
    except ImportError:
        return None
    return Path(torch.__file__).resolve().parent


def run_cli(cwd: Path, paths: list[str], flags: list[str]) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--no-cache", "--isolated", "--output-format", "json", *flags, *paths],
        cwd=cwd, env=env, capture_output=True, text=True,
    )
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


def produce() -> dict[str, str]:
    """Golden file name -> its exact text."""
    out = {}
    for mode, flags in MODES.items():
        # Multi-file projects (fixtures/projects) have their own test: tests/test_projects.py.
        corpus = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "fixtures").iterdir() if p.name != "projects")
        out[f"fixtures-{mode}.json"] = json.dumps(run_cli(ROOT, corpus, flags), indent=1, sort_keys=True) + "\n"
    tdir = torch_dir()
    if tdir is not None:
        for mode, flags in MODES.items():
            # cwd is site-packages: inside torch's folder its random.py would shadow the stdlib's
            paths = [f"torch/{name}" for name in TORCH_FILES]
            out[f"torch-{mode}.json"] = json.dumps(run_cli(tdir.parent, paths, flags), indent=1, sort_keys=True) + "\n"
    return out


if __name__ == "__main__":
    if "--write" not in sys.argv:
        sys.exit("usage: python -m tests.golden.golden --write")
    for name, text in produce().items():
        (HERE / name).write_text(text, encoding="utf-8")
        print(name, len(json.loads(text)), "findings")
