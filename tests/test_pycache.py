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


def _compile_later(path, **kwargs) -> str:
    """Compile `path` as if the .pyc were written 10 s after the source's last change."""
    cached = py_compile.compile(str(path), doraise=True, **kwargs)
    later = os.stat(path).st_ctime + 10
    os.utime(cached, (later, later))
    return cached


def test_a_timestamp_pyc_written_after_the_source_settled_is_proof(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    assert not _proof(p)  # nothing compiled yet
    _compile_later(p)
    assert _proof(p)


def test_a_racy_pyc_is_not_proof(tmp_path):
    """A .pyc written within the timestamp granularity of the source's last change proves
    nothing: a same-size edit in that second keeps the header's mtime and size."""
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    py_compile.compile(str(p), doraise=True)
    assert not _proof(p)


def test_a_same_size_edit_in_the_same_second_does_not_hide_a_syntax_error(tmp_path):
    """The race the import system loses: the header matches (same size, mtime put back as
    a 1-second filesystem would leave it), yet the source's ctime shows the edit."""
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    st = os.stat(p)
    cached = py_compile.compile(str(p), doraise=True)
    p.write_text("x = (\n")  # same size, a syntax error
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert os.stat(p).st_size == st.st_size and int(os.stat(p).st_mtime) == int(st.st_mtime)
    os.utime(cached, (st.st_mtime + 1, st.st_mtime + 1))  # even a .pyc from the next second
    assert not _proof(p)
    result = one_file.process_file(str(p), "m.py", RunOptions())
    assert [d.code for d in result.diagnostics] == ["TL999"]


def test_an_edit_that_changes_the_size_or_mtime_is_not(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    cached = _compile_later(p)
    assert _proof(p)
    p.write_text("x = (1,\n")  # a syntax error now, another size
    assert not _proof(p)
    p.write_text("x = 2\n")  # same size, other mtime
    st = os.stat(p)
    os.utime(p, (st.st_atime, st.st_mtime + 5))
    os.utime(cached, (st.st_mtime + 60, st.st_mtime + 60))
    assert not _proof(p)


def test_hash_based_pycs_compare_the_source_hash(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("x = 1\n")
    py_compile.compile(str(p), doraise=True, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    assert _proof(p)  # hash-based: no race, trusted at once
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
