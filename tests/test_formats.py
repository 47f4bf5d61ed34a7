"""CI output formats on the real checker, each read back by a consumer or schema:
SARIF 2.1.0 (pydantic-sarif, generated from the OASIS schema), JUnit (junitparser),
GitHub workflow commands (their documented syntax), json-lines; --output-file."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from tensorlint.cli.app import main

SOURCE = "import torch\nw = torch.ones(2, requires_grad=True).cuda()\ny = w.numpy()\nz = torch.ones(2, dtype=torch.bfloat16).numpy()\n"


@pytest.fixture
def proj(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dir,with:odd").mkdir()
    (tmp_path / "dir,with:odd" / "m.py").write_text(SOURCE)
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                     "source": ["import torch\n", "torch.ones(1).cuda().numpy()\n"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "n.ipynb").write_text(json.dumps(nb))
    return tmp_path


def run(*args):
    return CliRunner().invoke(main, list(args))


def expected() -> list[dict]:
    return json.loads(run("check", "--output-format", "json").stdout)


def test_sarif_validates_against_the_schema(proj):
    model = pytest.importorskip("pydantic_sarif.model")
    r = run("check", "--output-format", "sarif")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    model.StaticAnalysisResultsFormatSarifVersion210JsonSchema.model_validate(doc)  # raises if invalid
    run_ = doc["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == ["TL001", "TL002", "TL003", "TL004", "TL900", "TL999"]
    assert all(rule["shortDescription"]["text"] and rule["name"] for rule in rules)
    results = run_["results"]
    want = expected()
    assert [(x["ruleId"], x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
             x["locations"][0]["physicalLocation"]["region"]["startLine"]) for x in results] == [
        (d["code"], d["path"], d["line"]) for d in want
    ]
    for x in results:
        assert rules[x["ruleIndex"]]["id"] == x["ruleId"]
    assert results[-1]["properties"] == {"cell": 1}


def test_junit_read_by_junitparser(proj, tmp_path):
    junitparser = pytest.importorskip("junitparser")
    r = run("check", "--output-format", "junit", "--output-file", "report.xml")
    assert r.exit_code == 1 and r.stdout == ""
    xml = junitparser.JUnitXml.fromfile(str(tmp_path / "report.xml"))
    suites = {suite.name: suite for suite in xml}
    want = expected()
    assert sorted(suites) == sorted({d["path"] for d in want})
    cases = [(suite.name, case.name, case.result[0].message) for suite in xml for case in suite]
    assert cases == [(d["path"], f"tensorlint.{d['code']}", d["message"]) for d in want]
    assert sum(suite.failures for suite in xml) == len(want)


def test_junit_clean_run_is_one_passing_case(tmp_path, monkeypatch):
    junitparser = pytest.importorskip("junitparser")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ok.py").write_text("import torch\n")
    assert run("check", "--output-format", "junit", "-o", "r.xml").exit_code == 0
    xml = junitparser.JUnitXml.fromfile(str(tmp_path / "r.xml"))
    cases = [case for suite in xml for case in suite]
    assert len(cases) == 1 and cases[0].is_passed


GITHUB = re.compile(r"^::error title=(?P<title>[^,:]*),file=(?P<file>[^,:]*),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+)::(?P<message>[^\r\n]*)$")


def _unescape(value: str) -> str:
    return value.replace("%2C", ",").replace("%3A", ":").replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%")


def test_github_annotations_follow_the_workflow_command_syntax(proj):
    lines = run("check", "--output-format", "github").stdout.splitlines()
    want = expected()
    assert len(lines) == len(want)
    for line, d in zip(lines, want):
        m = GITHUB.match(line)
        assert m, line
        assert _unescape(m["file"]) == d["path"] and _unescape(m["title"]) == f"tensorlint ({d['code']})"
        assert [int(m[i]) for i in (3, 4, 5, 6)] == [d["line"], d["column"], d["end_line"], d["end_column"]]
        assert _unescape(m["message"]).endswith(f"{d['code']} {d['message']}")
    assert "file=dir%2Cwith%3Aodd/m.py" in lines[0]


def test_json_lines_match_json(proj):
    r = run("check", "--output-format", "json-lines")
    assert [json.loads(line) for line in r.stdout.splitlines()] == expected()


def test_statistics_to_output_file(proj, tmp_path):
    r = run("check", "--statistics", "--output-format", "json", "--output-file", "stats.json")
    assert r.exit_code == 1 and r.stdout == ""
    rows = json.loads((tmp_path / "stats.json").read_text())
    counts = {}
    for d in expected():
        counts[d["code"]] = counts.get(d["code"], 0) + 1
    assert {row["code"]: row["count"] for row in rows} == counts
