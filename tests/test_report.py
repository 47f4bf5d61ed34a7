"""The formatters, on hand-made diagnostics."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from tensorlint.diagnostics import Diagnostic, Edit, Evidence, Fix, Position
from tensorlint.report import FORMATS, ReportContext, render, render_statistics
from tensorlint.report.full import render_one

SOURCE = "import torch\nx = torch.ones(3).cuda()\ny = x.numpy()\nz = bf16.numpy()\n"


def diag(code="TL001", line=3, col=5, end_col=14, fix="safe", path="a.py", evidence=((2, "moved with `.cuda()`"),), cell=None):
    f = None
    if fix:
        at = Position(line, end_col - 8)
        f = Fix(fix, (Edit(at, at, ".cpu()"),), "Insert `.cpu()`")
    return Diagnostic(
        path=path,
        code=code,
        name={"TL001": "numpy-on-accelerator", "TL004": "numpy-unsupported-dtype", "TL003": "implicit-numpy-on-accelerator"}[code],
        message="`x` may be on an accelerator, where `.numpy()` raises",
        start=Position(line, col),
        end=Position(line, end_col),
        evidence=tuple(Evidence(l, t) for l, t in evidence),
        fix=f,
        cell=cell,
    )


def ctx(diags, **kw):
    return ReportContext(diagnostics=sorted(diags, key=lambda d: d.sort_key), sources={"a.py": SOURCE, "b.py": SOURCE}, **kw)


# --------------------------------------------------------------------------- full


def test_full_frame_caret_evidence_help():
    out = render_one(diag(), ctx([]))
    assert out == (
        "a.py:3:5: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises\n"
        "  |\n"
        "1 | import torch\n"
        "2 | x = torch.ones(3).cuda()\n"
        "3 | y = x.numpy()\n"
        "  |     ^^^^^^^^^ TL001\n"
        "4 | z = bf16.numpy()\n"
        "  |\n"
        "  = evidence: line 2: x = torch.ones(3).cuda()  # moved with `.cuda()`\n"
        "  = help: Insert `.cpu()`\n"
    )


def test_full_unsafe_fix_has_no_marker_unless_enabled():
    d = diag(fix="unsafe")
    assert "[*]" not in render_one(d, ctx([])).splitlines()[0]
    assert "enable with --unsafe-fixes" in render_one(d, ctx([]))
    assert "[*]" in render_one(d, ctx([], unsafe_fixes=True)).splitlines()[0]


def test_full_caret_with_tabs_and_wide_chars():
    source = 'z = "漢\t"; q.numpy()\n'
    d = Diagnostic("w.py", "TL001", "numpy-on-accelerator", "m", Position(1, 11), Position(1, 20))
    out = render_one(d, ReportContext([d], {"w.py": source}))
    code_line, caret_line = out.splitlines()[2:4]
    # 漢 is two columns wide and the tab shows as four spaces: the caret sits under `q`.
    assert code_line == '1 | z = "漢    "; q.numpy()'
    assert caret_line.index("^") == len('1 | z = "漢    "; ') + 1
    assert caret_line.endswith("^" * 9 + " TL001")


def test_full_multiline_range_and_crlf():
    source = "a = f(\r\n    x,\r\n)\r\n"
    d = Diagnostic("m.py", "TL003", "implicit-numpy-on-accelerator", "m", Position(1, 5), Position(3, 2))
    lines = render_one(d, ReportContext([d], {"m.py": source})).splitlines()
    assert lines[1:] == ["  |", "1 | a = f(", "  |     ^^", "2 |     x,", "  |     ^^", "3 | )", "  | ^ TL003", "  |"]


def test_full_summary_lines():
    diags = [diag(), diag(code="TL004", line=4, col=5, end_col=9, fix="unsafe"), diag(code="TL003", line=4, col=1, end_col=2, fix=None)]
    out = render("full", ctx(diags))
    assert out.endswith(
        "Found 3 errors.\n[*] 1 fixable with the --fix option (1 hidden fix can be enabled with the --unsafe-fixes option).\n"
    )
    assert render("full", ctx(diags, unsafe_fixes=True)).endswith("Found 3 errors.\n[*] 2 fixable with the --fix option.\n")
    assert render("full", ctx([diags[1]])).endswith(
        "Found 1 error.\nNo fixes available (1 hidden fix can be enabled with the --unsafe-fixes option).\n"
    )
    assert render("full", ctx([])) == "All checks passed!\n"
    assert render("full", ctx([], fix_mode=True, fixed=2)) == "Found 2 errors (2 fixed, 0 remaining).\n"
    assert render("full", ctx([diags[2]], fix_mode=True, fixed=1)).endswith("Found 2 errors (1 fixed, 1 remaining).\n")


def test_summary_with_unprocessed_files():
    assert render("full", ctx([], unchecked=2)) == "Found 0 errors.\n2 files could not be processed (see the errors above).\n"
    assert render("concise", ctx([diag()], unchecked=1)).endswith(
        "Found 1 error.\n[*] 1 fixable with the --fix option.\n1 file could not be processed (see the errors above).\n"
    )


def test_full_without_source_still_renders():
    d = diag(path="gone.py")
    out = render("full", ReportContext([d]))
    assert out.startswith("gone.py:3:5: TL001 [*] ")
    assert "= evidence: line 2: moved with `.cuda()`" in out


# --------------------------------------------------------------------------- concise


def test_concise():
    diags = [diag(path="b.py"), diag(code="TL004", line=4, col=5, end_col=9, fix="unsafe"), diag(cell=2, path="n.ipynb")]
    out = render("concise", ctx(diags))
    assert out.splitlines()[:3] == [
        "a.py:4:5: TL004 `x` may be on an accelerator, where `.numpy()` raises",
        "b.py:3:5: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises",
        "n.ipynb:cell 2:3:5: TL001 [*] `x` may be on an accelerator, where `.numpy()` raises",
    ]


# --------------------------------------------------------------------------- json


def test_json_contract():
    diags = [diag(path="b.py"), diag(line=4, col=5, end_col=9, code="TL004", fix="unsafe"), diag(line=3, col=1, code="TL003", fix=None)]
    data = json.loads(render("json", ctx(diags)))
    assert [(o["path"], o["line"], o["column"]) for o in data] == [("a.py", 3, 1), ("a.py", 4, 5), ("b.py", 3, 5)]
    required = {"path", "line", "column", "end_line", "end_column", "code", "name", "message", "evidence", "fix", "cell"}
    for o in data:
        assert required <= o.keys()
        assert all(isinstance(o[k], int) and o[k] >= 1 for k in ("line", "column", "end_line", "end_column"))
        assert isinstance(o["evidence"], list)
        assert all(set(e) == {"line", "text"} for e in o["evidence"])
        assert o["fix"] is None or o["fix"]["safety"] in ("safe", "unsafe")
    assert data[0]["fix"] is None
    assert data[1]["fix"]["safety"] == "unsafe"
    assert data[2]["fix"]["edits"] == [{"content": ".cpu()", "location": {"line": 3, "column": 6}, "end_location": {"line": 3, "column": 6}}]
    assert data[2]["evidence"] == [{"line": 2, "text": "moved with `.cuda()`"}]


def test_json_empty_and_unicode():
    assert json.loads(render("json", ctx([]))) == []
    d = Diagnostic("ü.py", "TL001", "numpy-on-accelerator", "`ü` may be", Position(1, 1), Position(1, 2))
    out = render("json", ReportContext([d]))
    assert "ü.py" in out  # not \u-escaped


def test_json_lines():
    diags = [diag(path="b.py"), diag()]
    lines = render("json-lines", ctx(diags)).splitlines()
    assert [json.loads(l)["path"] for l in lines] == ["a.py", "b.py"]
    assert render("json-lines", ctx([])) == ""


# --------------------------------------------------------------------------- github, sarif, junit


def test_github():
    d = Diagnostic("dir,1/a:b.py", "TL001", "numpy-on-accelerator", "100% bad\nreally", Position(3, 5), Position(3, 14))
    assert render("github", ReportContext([d])) == (
        "::error title=tensorlint (TL001),file=dir%2C1/a%3Ab.py,line=3,col=5,endLine=3,endColumn=14"
        "::dir,1/a:b.py:3:5: TL001 100%25 bad%0Areally\n"
    )


def test_sarif():
    diags = [diag(), diag(code="TL003", fix=None, evidence=())]
    doc = json.loads(render("sarif", ctx(diags)))
    assert doc["version"] == "2.1.0"
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    ids = [r["id"] for r in rules]
    assert {"TL001", "TL002", "TL003", "TL004", "TL999"} <= set(ids)
    assert all(r["shortDescription"]["text"] for r in rules)
    assert run["columnKind"] == "unicodeCodePoints"
    first = run["results"][0]
    assert first["ruleId"] == "TL001" and ids[first["ruleIndex"]] == "TL001"
    assert first["locations"][0]["physicalLocation"]["region"] == {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 14}
    assert first["relatedLocations"][0]["physicalLocation"]["region"] == {"startLine": 2}
    assert first["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"] == {"text": ".cpu()"}
    assert "fixes" not in run["results"][1]


def test_junit():
    diags = [diag(), diag(path="b.py"), diag(path="b.py", code="TL003", fix=None, line=4)]
    root = ET.fromstring(render("junit", ctx(diags)))
    assert root.tag == "testsuites" and root.get("tests") == "3" and root.get("failures") == "3"
    suites = root.findall("testsuite")
    assert [(s.get("name"), s.get("failures")) for s in suites] == [("a.py", "1"), ("b.py", "2")]
    case = suites[1].findall("testcase")[1]
    assert case.get("name") == "tensorlint.TL003" and case.get("line") == "4"
    assert case.find("failure").get("message").startswith("`x` may be")
    clean = ET.fromstring(render("junit", ctx([])))
    assert clean.get("tests") == "0" and clean.find("testsuite/testcase") is not None


def test_every_format_renders_empty_and_nonempty():
    for fmt in FORMATS:
        assert isinstance(render(fmt, ctx([])), str)
        assert render(fmt, ctx([diag()]))


# --------------------------------------------------------------------------- statistics


def test_statistics_text_and_json():
    diags = [diag(), diag(path="b.py"), diag(code="TL004", line=4, fix="unsafe"), diag(code="TL003", line=4, col=1, fix=None)]
    out = render_statistics("full", ctx(diags))
    assert out.splitlines()[:3] == [
        "2\tTL001\t[*]\tnumpy-on-accelerator",
        "1\tTL003\t   \timplicit-numpy-on-accelerator",
        "1\tTL004\t   \tnumpy-unsupported-dtype",
    ]
    assert "Found 4 errors." in out
    rows = json.loads(render_statistics("json", ctx(diags, unsafe_fixes=True)))
    assert rows[0] == {"code": "TL001", "name": "numpy-on-accelerator", "count": 2, "fixable": True}
    assert rows[2] == {"code": "TL004", "name": "numpy-unsupported-dtype", "count": 1, "fixable": True}
    assert render_statistics("full", ctx([])) == "All checks passed!\n"
