"""Every byte kept: `--fix` with the real checker changes only the fixed expressions.

The whole file is compared byte for byte: every difference must be an insertion of one of
the fix chains at the fixed expression; the encoding (BOM, PEP 263 cookie), line endings
(CRLF, LF, CR, mixed), trailing whitespace, tabs, form feeds, the final newline or its
absence and the file's permissions are unchanged. A file changed or removed during the run
is not overwritten (or recreated)."""

from __future__ import annotations

import difflib
import os
import stat

import pytest
from click.testing import CliRunner

from tensorlint.run import checker, one_file
from tensorlint.cli.app import main
from tensorlint.run.one_file import RunOptions

CHAINS = {b".cpu()", b".detach()", b".detach().cpu()", b".float()", b".cpu().float()"}


def only_insertions(before: bytes, after: bytes) -> list[tuple[int, bytes]]:
    """The (offset, bytes) inserted into `before` to give `after`; fails on anything else."""
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    inserted = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        assert tag == "insert", (tag, before[i1:i2], after[j1:j2])
        offset, text = i1, after[j1:j2]
        # The same insertion may be aligned further right (`w.|detach().|numpy()`): slide
        # it left while that stays the same edit, to where the fix put it.
        while text not in CHAINS and offset > 0 and before[offset - 1] == text[-1]:
            offset, text = offset - 1, before[offset - 1 : offset] + text[:-1]
        inserted.append((offset, text))
    return inserted


def fix_file(tmp_path, monkeypatch, name: str, raw: bytes, *args: str, mode: int = 0o640) -> bytes:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / name
    path.write_bytes(raw)
    os.chmod(path, mode)
    r = CliRunner().invoke(main, ["check", "--fix", *args, name])
    assert r.exit_code in (0, 1) and "Traceback" not in r.stderr, r.stderr
    assert stat.S_IMODE(os.stat(path).st_mode) == mode
    assert sorted(os.listdir(tmp_path)) == [name]  # no temporary file left behind
    return path.read_bytes()


# Trailing spaces and tabs, a form feed, comments, a docstring with odd whitespace.
BODY = (
    'import torch   \n'
    '"""Doc  \t\n  string."""\n'
    'x = torch.ones(3).cuda()\t\n'
    '\x0c\n'
    'y = x.numpy()   # keep this comment  \n'
    'w = torch.nn.Parameter(torch.ones(2, dtype=torch.bfloat16))\n'
    'def f():\n'
    '\tz = w.numpy()  \n'
    '\treturn z\n'
    's = "tab\there"   \n'
)


def test_bom_crlf(tmp_path, monkeypatch):
    raw = b"\xef\xbb\xbf" + BODY.replace("\n", "\r\n").encode()
    out = fix_file(tmp_path, monkeypatch, "b.py", raw)
    assert out.startswith(b"\xef\xbb\xbf")
    assert [b for _, b in only_insertions(raw, out)] == [b".cpu()", b".detach()"]
    assert out == raw.replace(b"y = x.numpy()", b"y = x.cpu().numpy()").replace(b"z = w.numpy()", b"z = w.detach().numpy()")


def test_bom_crlf_unsafe(tmp_path, monkeypatch):
    raw = b"\xef\xbb\xbf" + BODY.replace("\n", "\r\n").encode()
    out = fix_file(tmp_path, monkeypatch, "b.py", raw, "--unsafe-fixes")
    assert [b for _, b in only_insertions(raw, out)] == [b".cpu()", b".detach().float()"]


def test_latin1_cookie(tmp_path, monkeypatch):
    text = "# -*- coding: latin-1 -*-\n" + BODY.replace('"tab\\there"', '"café ÿ"') + "t = 'naïve'"  # no final newline
    raw = text.encode("latin-1")
    out = fix_file(tmp_path, monkeypatch, "l.py", raw)
    assert out.decode("latin-1").endswith("t = 'naïve'")  # still latin-1, still no final newline
    assert [b for _, b in only_insertions(raw, out)] == [b".cpu()", b".detach()"]


def test_mixed_line_endings_and_no_final_newline(tmp_path, monkeypatch):
    lines = BODY.splitlines(keepends=True)
    endings = ["\r\n", "\n", "\r", "\r\n", "\n"]
    raw = "".join(line.rstrip("\n") + endings[i % len(endings)] for i, line in enumerate(lines)).encode()
    raw = raw.rstrip(b"\r\n") + b"  "  # trailing spaces, no final newline
    out = fix_file(tmp_path, monkeypatch, "m.py", raw, mode=0o751)
    assert [b for _, b in only_insertions(raw, out)] == [b".cpu()", b".detach()"]
    assert out.endswith(b'"tab\there"     ')


def test_insertions_land_right_after_the_fixed_tensor(tmp_path, monkeypatch):
    # Inside the parentheses, before the comment: the line break and comment stay put.
    raw = b"import torch\r\nx = torch.ones(3).cuda()\r\ny = (x  # why\r\n     ).numpy()\r\n"
    out = fix_file(tmp_path, monkeypatch, "p.py", raw)
    [(offset, chain)] = only_insertions(raw, out)
    assert chain == b".cpu()" and raw[:offset].endswith(b"y = (x")


def test_fixed_file_is_stable(tmp_path, monkeypatch):
    raw = b"\xef\xbb\xbf" + BODY.replace("\n", "\r\n").encode()
    once = fix_file(tmp_path, monkeypatch, "b.py", raw, "--unsafe-fixes")
    twice = fix_file(tmp_path, monkeypatch, "b.py", once, "--unsafe-fixes")
    assert twice == once


# --------------------------------------------------------------------------- the file on disk

REAL = "import torch\nx = torch.ones(3).cuda()\ny = x.numpy()\n"


def _edit_during_fix(monkeypatch, action):
    real_fix = checker.fix_source

    def fix_then_act(source, path, settings, *, unsafe, **kwargs):
        result = real_fix(source, path, settings, unsafe=unsafe, **kwargs)
        action()
        return result

    monkeypatch.setattr(checker, "fix_source", fix_then_act)


def test_file_changed_during_the_run_is_not_overwritten(tmp_path, monkeypatch):
    p = tmp_path / "a.py"
    p.write_text(REAL)
    edited = REAL + "# saved by the editor meanwhile\n"
    _edit_during_fix(monkeypatch, lambda: p.write_text(edited))
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["check", "--fix", "--output-format", "concise", "a.py"])
    assert p.read_text() == edited
    assert r.exit_code == 1
    assert r.stderr == "error: a.py: file changed on disk since it was read; fixes not written\n"
    assert r.stdout.startswith("a.py:3:5: TL001 [*]")  # the unfixed finding is still reported


def test_file_removed_during_the_run_is_not_recreated(tmp_path, monkeypatch):
    p = tmp_path / "a.py"
    p.write_text(REAL)
    _edit_during_fix(monkeypatch, p.unlink)
    r = one_file.process_file(str(p), "a.py", RunOptions(mode="fix"))
    assert not r.written and not p.exists() and os.listdir(tmp_path) == []
    assert r.error == "could not write fixes: No such file or directory"


def test_same_bytes_rewritten_meanwhile_is_still_fixed(tmp_path, monkeypatch):
    # "Changed" means different bytes: a save that wrote the same text is not a conflict.
    p = tmp_path / "a.py"
    p.write_text(REAL)
    _edit_during_fix(monkeypatch, lambda: p.write_text(REAL))
    r = one_file.process_file(str(p), "a.py", RunOptions(mode="fix"))
    assert r.written and p.read_text() == REAL.replace("x.numpy()", "x.cpu().numpy()")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write read-only files")
def test_read_only_file_is_not_replaced(tmp_path):
    p = tmp_path / "a.py"
    p.write_text(REAL)
    os.chmod(p, 0o444)
    r = one_file.process_file(str(p), "a.py", RunOptions(mode="fix"))
    assert not r.written and p.read_text() == REAL
    assert r.error == "could not write fixes: Permission denied"


def test_not_writable_file_is_not_replaced_even_where_rename_would_work(tmp_path, monkeypatch):
    # Root passes the access check above; simulate a user who may not write the file.
    p = tmp_path / "a.py"
    p.write_text(REAL)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: False if mode == os.W_OK else real_access(path, mode))
    r = one_file.process_file(str(p), "a.py", RunOptions(mode="fix"))
    assert not r.written and p.read_text() == REAL and os.listdir(tmp_path) == ["a.py"]
    assert r.error == "could not write fixes: Permission denied"
    assert [d.code for d in r.diagnostics] == ["TL001"]
