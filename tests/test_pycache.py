"""A __pycache__ entry stands in for the syntax check only when it was compiled from exactly
the bytes on disk (the import system's own rules)."""

from __future__ import annotations

import os
import py_compile

from tensorlint.run import one_file

from tensorlint.files import pycache
from tensorlint.run.one_file import RunOptions


def _proof(path) -> bool:
    raw = path.read_bytes()
    return pycache.proves_compiles(str(path), raw, os.stat(path))


def test_a_fresh_timestamp_pyc_is_proof(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    assert not _proof(p)  # nothing compiled yet
    py_compile.compile(str(p), doraise=True)
    assert _proof(p)


def test_an_edit_that_changes_the_size_or_mtime_is_not(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    py_compile.compile(str(p), doraise=True)
    p.write_text("x = (1,\n")  # a syntax error now, another size
    assert not _proof(p)
    p.write_text("x = 2\n")  # same size, other mtime
    st = os.stat(p)
    os.utime(p, (st.st_atime, st.st_mtime + 5))
    assert not _proof(p)


def test_hash_based_pycs_compare_the_source_hash(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    py_compile.compile(str(p), doraise=True, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    assert _proof(p)
    p.write_text("y = 1\n")
    assert not _proof(p)


def test_a_broken_header_is_not_proof(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    cached = py_compile.compile(str(p), doraise=True)
    with open(cached, "r+b") as fh:
        fh.write(b"\0\0\0\0")
    assert not _proof(p)
    with open(cached, "wb") as fh:
        fh.write(b"short")
    assert not _proof(p)


def test_a_stale_pyc_does_not_hide_a_syntax_error(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    py_compile.compile(str(p), doraise=True)
    p.write_text("def f(:\n    pass\n")
    result = one_file.process_file(str(p), "m.py", RunOptions())
    assert [d.code for d in result.diagnostics] == ["TL999"]
