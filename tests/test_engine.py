"""The engine: discovery, reading (PEP 263, BOM, CRLF), per-file isolation, atomic writes."""

from __future__ import annotations

import os
import stat

import pytest

import fake_checker
from tensorlint.files import discovery
from tensorlint.files import source_io
from tensorlint.report import diff
from tensorlint.run import many_files
from tensorlint.run import checker, one_file
from tensorlint.run.one_file import RunOptions
from tensorlint.config.settings import Settings


@pytest.fixture(autouse=True)
def fake(monkeypatch):
    fake_checker.install(monkeypatch)


def write(path, content: str | bytes) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode()
    path.write_bytes(content)
    return str(path)


# --------------------------------------------------------------------------- discovery


def test_discovery_walks_sorted_and_skips_noise(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for rel in ["b.py", "a.py", "pkg/m.pyi", "pkg/z.py", "pkg/notes.txt", "pkg/deep/er.py"]:
        write(tmp_path / rel, "")
    for skipped in [".hidden", "__pycache__", ".git", "venv", ".venv", "node_modules", "build", "dist", ".tox", ".eggs", "site-packages"]:
        write(tmp_path / "pkg" / skipped / "x.py", "")
    found = discovery.discover(["."])
    assert [d for d, _ in found.files] == ["a.py", "b.py", "pkg/deep/er.py", "pkg/m.pyi", "pkg/z.py"]
    assert found.missing == [] and found.walk_errors == []


def test_discovery_explicit_paths_always_checked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "build" / "gen.py", "")
    write(tmp_path / ".venv" / "x.py", "")
    write(tmp_path / "script", "")  # no suffix, named explicitly
    found = discovery.discover(["build", ".venv/x.py", "script"])
    assert [d for d, _ in found.files] == [".venv/x.py", "build/gen.py", "script"]


def test_discovery_missing_and_dedup(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "a.py", "")
    found = discovery.discover(["a.py", "./a.py", ".", "nope.py"])
    assert [d for d, _ in found.files] == ["a.py"]
    assert found.missing == ["nope.py"]


def test_discovery_absolute_paths_stay_absolute(tmp_path):
    write(tmp_path / "a.py", "")
    found = discovery.discover([str(tmp_path)])
    assert found.files == [(str(tmp_path / "a.py"), str(tmp_path / "a.py"))]


# --------------------------------------------------------------------------- reading


def test_decode_keeps_crlf_and_bom():
    src = source_io.decode_source(b"\xef\xbb\xbfx = 1\r\ny = 2\r\n")
    assert src.text == "x = 1\r\ny = 2\r\n"
    assert src.encoding == "utf-8-sig"
    assert source_io.encode_source(src.text, src.encoding) == b"\xef\xbb\xbfx = 1\r\ny = 2\r\n"


def test_decode_pep263_latin1():
    raw = "# -*- coding: latin-1 -*-\ns = 'café'\n".encode("latin-1")
    src = source_io.decode_source(raw)
    assert src.encoding == "iso-8859-1"
    assert "café" in src.text
    assert source_io.encode_source(src.text, src.encoding) == raw


def test_decode_errors_name_the_encoding():
    with pytest.raises(source_io.DecodeError, match="could not decode as utf-8"):
        source_io.decode_source(b"x = 1\ny = 2\nz = '\xff'\n")
    with pytest.raises(source_io.DecodeError, match="could not decode as utf-8"):
        source_io.decode_source(b"x = '\xff'\n")  # in the first two lines: detect_encoding fails
    with pytest.raises(source_io.DecodeError):
        source_io.decode_source(b"# coding: no-such-codec\n")


def test_split_lines_only_python_line_ends():
    assert diff.split_lines("a\r\nb\rc\n\x0cd\u2028e") == ["a\r\n", "b\r", "c\n", "\x0cd\u2028e"]
    assert diff.split_lines("") == []


# --------------------------------------------------------------------------- one file


def test_process_file_check(tmp_path):
    p = write(tmp_path / "a.py", "x.numpy()\n")
    r = one_file.process_file(p, "a.py", RunOptions())
    assert r.error is None and r.internal_error is None
    assert [d.code for d in r.diagnostics] == ["TL001"]
    assert r.source == "x.numpy()\n" and r.fixed == 0 and not r.written


def test_process_file_undecodable(tmp_path):
    p = write(tmp_path / "bad.py", b"x = 1\ny = 2\nz = '\xff'\n")
    r = one_file.process_file(p, "bad.py", RunOptions())
    assert r.error.startswith("could not decode as utf-8:")
    assert r.diagnostics == [] and r.source is None


def test_process_file_unreadable(tmp_path):
    # A directory where a file is expected cannot be read, even as root.
    (tmp_path / "d.py").mkdir()
    r = one_file.process_file(str(tmp_path / "d.py"), "d.py", RunOptions())
    assert r.error and r.diagnostics == []


def test_crash_in_checker_is_contained(tmp_path):
    p = write(tmp_path / "a.py", "CRASH = 1\n")
    r = one_file.process_file(p, "a.py", RunOptions())
    assert r.internal_error == "RuntimeError: boom in the fake checker"
    assert "Traceback" in r.traceback and "fake_checker.py" in r.traceback


def test_run_continues_after_errors(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "a.py", "CRASH\n")
    write(tmp_path / "b.py", b"x = 1\ny = 2\n'\xff'\n")
    write(tmp_path / "c.py", "x.numpy()\n")
    result = many_files.run(["."], RunOptions())
    assert [r.path for r in result.results] == ["a.py", "b.py", "c.py"]
    assert [r.path for r in result.internal_errors] == ["a.py"]
    assert [r.path for r in result.file_errors] == ["b.py"]
    assert [d.path for d in result.diagnostics] == ["c.py"]


# --------------------------------------------------------------------------- fixing


def test_fix_writes_atomically_keeping_crlf_bom_and_mode(tmp_path):
    p = write(tmp_path / "a.py", b"\xef\xbb\xbfimport torch\r\ny = x.numpy()\r\n")
    os.chmod(p, 0o751)
    r = one_file.process_file(p, "a.py", RunOptions(mode="fix"))
    assert r.written and r.fixed == 1 and r.diagnostics == []
    assert (tmp_path / "a.py").read_bytes() == b"\xef\xbb\xbfimport torch\r\ny = x.cpu().numpy()\r\n"
    assert stat.S_IMODE(os.stat(p).st_mode) == 0o751
    assert sorted(os.listdir(tmp_path)) == ["a.py"]  # no temp file left behind


def test_fix_latin1_file_stays_latin1(tmp_path):
    raw = "# -*- coding: latin-1 -*-\ns = 'café'\nx.numpy()\n".encode("latin-1")
    p = write(tmp_path / "l.py", raw)
    r = one_file.process_file(p, "l.py", RunOptions(mode="fix"))
    assert r.written
    assert (tmp_path / "l.py").read_bytes() == "# -*- coding: latin-1 -*-\ns = 'café'\nx.cpu().numpy()\n".encode("latin-1")


def test_fix_unsafe_only_with_flag(tmp_path):
    p = write(tmp_path / "a.py", "y = bf16\n")
    r = one_file.process_file(p, "a.py", RunOptions(mode="fix"))
    assert not r.written and r.fixed == 0 and [d.code for d in r.diagnostics] == ["TL004"]
    r = one_file.process_file(p, "a.py", RunOptions(mode="fix", unsafe_fixes=True))
    assert r.written and r.fixed == 1
    assert (tmp_path / "a.py").read_text() == "y = bf16.float()\n"


def test_fix_follows_symlink(tmp_path):
    target = write(tmp_path / "real.py", "x.numpy()\n")
    link = tmp_path / "link.py"
    link.symlink_to(target)
    r = one_file.process_file(str(link), "link.py", RunOptions(mode="fix"))
    assert r.written and link.is_symlink()
    assert (tmp_path / "real.py").read_text() == "x.cpu().numpy()\n"


def test_fix_not_written_when_file_changed_on_disk(tmp_path, monkeypatch):
    p = write(tmp_path / "a.py", "x.numpy()\n")
    real_fix = fake_checker.fix_source

    def fix_and_edit(source, path, settings, *, unsafe, **kwargs):
        result = real_fix(source, path, settings, unsafe=unsafe)
        (tmp_path / "a.py").write_text("x.numpy()\n# edited meanwhile\n")
        return result

    monkeypatch.setattr(checker, "fix_source", fix_and_edit)
    r = one_file.process_file(p, "a.py", RunOptions(mode="fix"))
    assert not r.written and r.fixed == 0
    assert "changed on disk" in r.error
    assert [d.code for d in r.diagnostics] == ["TL001"]  # the unfixed text's diagnostics
    assert (tmp_path / "a.py").read_text() == "x.numpy()\n# edited meanwhile\n"


def test_diff_mode_writes_nothing(tmp_path):
    p = write(tmp_path / "a.py", "x.numpy()\n")
    r = one_file.process_file(p, "a.py", RunOptions(mode="diff"))
    assert not r.written and r.fixed == 1 and r.changed
    assert (tmp_path / "a.py").read_text() == "x.numpy()\n"
    assert diff.unified_diff(r) == "--- a.py\n+++ a.py\n@@ -1 +1 @@\n-x.numpy()\n+x.cpu().numpy()\n"


def test_unified_diff_no_newline_at_eof(tmp_path):
    r = one_file.process_source("x.numpy()", "a.py", RunOptions(mode="diff"))
    assert diff.unified_diff(r) == (
        "--- a.py\n+++ a.py\n@@ -1 +1 @@\n-x.numpy()\n\\ No newline at end of file\n"
        "+x.cpu().numpy()\n\\ No newline at end of file\n"
    )


def test_settings_reach_the_checker(tmp_path):
    r = one_file.process_source("x.numpy()\nnp.asarray(x)\n", "a.py", RunOptions(settings=Settings(ignore=("TL001",))))
    assert [d.code for d in r.diagnostics] == ["TL003"]


def test_run_options_pickle():
    import pickle

    opts = RunOptions(settings=Settings(select=("TL00",)), mode="fix", unsafe_fixes=True)
    assert pickle.loads(pickle.dumps(opts)) == opts


def test_walk_errors_are_reported(tmp_path, monkeypatch):
    write(tmp_path / "a.py", "")
    write(tmp_path / "locked" / "b.py", "")
    write(tmp_path / "open" / "c.py", "")
    real_scandir = os.scandir

    def scandir(path="."):
        if os.fspath(path) == str(tmp_path / "locked"):
            raise PermissionError(13, "Permission denied", str(tmp_path / "locked"))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    found = discovery.discover([str(tmp_path)])
    assert found.walk_errors == [(str(tmp_path / "locked"), "Permission denied")]
    assert [d for d, _ in found.files] == [str(tmp_path / "a.py"), str(tmp_path / "open" / "c.py")]


def test_walk_lists_like_os_walk_and_does_not_enter_symlinked_directories(tmp_path):
    for rel in ("a.py", "z/b.py", "m/n/c.py", "m/d.pyi", "m/e.txt", ".hidden/f.py", "__pycache__/g.py"):
        write(tmp_path / rel, "")
    (tmp_path / "link").symlink_to(tmp_path / "m", target_is_directory=True)
    (tmp_path / "m" / "alias.py").symlink_to(tmp_path / "a.py")
    found = discovery.discover([str(tmp_path)])
    expected = []
    for dirpath, dirnames, filenames in os.walk(tmp_path):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        expected += [os.path.join(dirpath, f) for f in filenames if f.endswith((".py", ".pyi"))]
    expected.remove(str(tmp_path / "m" / "alias.py"))  # the same file as a.py: listed once
    assert [d for d, _ in found.files] == sorted(expected)
    assert not any(d.startswith(str(tmp_path / "link")) for d, _ in found.files)


def test_run_reports_progress_in_order(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("b.py", "a.py"):
        write(tmp_path / name, "")
    seen = []
    result = many_files.run(["."], RunOptions(), on_file=seen.append)
    assert seen == ["a.py", "b.py"] == [r.path for r in result.results]
