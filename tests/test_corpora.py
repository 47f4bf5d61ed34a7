"""Real code: a sample of the installed torch, transformers, numpy and scipy sources through
the real command line, exhaustively (no prefilter, force-torch), with no internal error.

The full run is `bench/corpora.py` (minutes per package; figures in bench/RESULTS.md). This
sample (every 60th file, ~20 s) is marked `slow`: deselect with `-m "not slow"`.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))

import corpora  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize("package", corpora.PACKAGES)
def test_sample_of_installed_package_has_no_internal_error(package):
    if importlib.util.find_spec(package) is None:
        pytest.skip(f"{package} is not installed")
    files = corpora.python_files(corpora.package_dir(package))[::60]
    assert files
    with tempfile.TemporaryDirectory() as workdir:
        counts = corpora.run_check(files, exhaustive=True, jobs=1, workdir=workdir)
    assert counts["internal_errors"] == [] and not counts["traceback"], counts["stderr_tail"]
    assert counts["returncode"] == 0 and counts["file_errors"] == {}
