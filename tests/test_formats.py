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


def in_file(d: dict, end: bool = False) -> tuple[int, int]:
    """Where a JSON diagnostic lies in the file as stored: for a notebook, the line and
    column of the .ipynb JSON text holding that cell's code (found independently here)."""
    line, column = (d["end_line"], d["end_column"]) if end else (d["line"], d["column"])
    if d["cell"] is None:
        return line, column
    raw = open(d["path"], encoding="utf-8").read()
    source = json.loads(raw)["cells"][d["cell"] - 1]["source"]
    text = ("".join(source) if isinstance(source, list) else source).splitlines(keepends=True)[line - 1]
    offset = raw.index(json.dumps(text)[1:-1]) + len(json.dumps(text[: column - 1])) - 2
    return raw.count("\n", 0, offset) + 1, offset - (raw.rfind("\n", 0, offset) + 1) + 1


def test_sarif_validates_against_the_schema(proj):
    model = pytest.importorskip("pydantic_sarif.model")
    r = run("check", "--output-format", "sarif")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    model.StaticAnalysisResultsFormatSarifVersion210JsonSchema.model_validate(doc)  # raises if invalid
    run_ = doc["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    from tensorlint.rules import RULES, TOOL_CODES

    assert [rule["id"] for rule in rules] == sorted([*RULES, *TOOL_CODES])
    assert all(rule["shortDescription"]["text"] and rule["name"] for rule in rules)
    results = run_["results"]
    want = expected()
    region = lambda x: x["locations"][0]["physicalLocation"]["region"]  # noqa: E731
    assert [(x["ruleId"], x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
             (region(x)["startLine"], region(x)["startColumn"])) for x in results] == [
        (d["code"], d["path"], in_file(d)) for d in want
    ]
    for x in results:
        assert rules[x["ruleIndex"]]["id"] == x["ruleId"]
    assert results[-1]["properties"] == {"cell": 1, "cellLine": 2, "cellColumn": 1}
    assert all(rule["helpUri"].endswith(f"docs/rules/{rule['id']}.md") for rule in rules)


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
    lines = [(int(case._elem.get("line")), int(case._elem.get("column"))) for suite in xml for case in suite]
    assert lines == [in_file(d) for d in want]
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
        assert [int(m[i]) for i in (3, 4, 5, 6)] == [*in_file(d), *in_file(d, end=True)]
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


# --------------------------------------------------------------------------- gitlab, rdjson, pylint, azure

# GitLab's Code Quality report, as its documentation specifies the fields GitLab reads
# (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format).
GITLAB_SCHEMA = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["description", "check_name", "fingerprint", "severity", "location"],
        "properties": {
            "description": {"type": "string", "minLength": 1},
            "check_name": {"type": "string", "minLength": 1},
            "fingerprint": {"type": "string", "minLength": 1},
            "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
            "location": {
                "type": "object",
                "required": ["path"],
                "properties": {
                    "path": {"type": "string", "not": {"pattern": "^/"}},
                    "lines": {"type": "object", "required": ["begin"], "properties": {"begin": {"type": "integer", "minimum": 1}}},
                    "positions": {
                        "type": "object",
                        "required": ["begin"],
                        "properties": {
                            "begin": {"type": "object", "required": ["line"], "properties": {"line": {"type": "integer", "minimum": 1}, "column": {"type": "integer", "minimum": 1}}},
                            "end": {"type": "object", "required": ["line"], "properties": {"line": {"type": "integer", "minimum": 1}, "column": {"type": "integer", "minimum": 1}}},
                        },
                    },
                },
                "anyOf": [{"required": ["lines"]}, {"required": ["positions"]}],
            },
        },
    },
}


def test_gitlab_code_quality_report(proj, monkeypatch):
    jsonschema = pytest.importorskip("jsonschema")
    monkeypatch.setenv("CI_PROJECT_DIR", str(proj.parent))  # paths from the repository root
    r = run("check", "--output-format", "gitlab")
    assert r.exit_code == 1
    issues = json.loads(r.stdout)
    jsonschema.validate(issues, GITLAB_SCHEMA)
    want = expected()
    assert [(i["check_name"], i["location"]["path"], (i["location"]["positions"]["begin"]["line"], i["location"]["positions"]["begin"]["column"])) for i in issues] == [
        (d["code"], f"{proj.name}/{d['path']}", in_file(d)) for d in want
    ]
    assert len({i["fingerprint"] for i in issues}) == len(issues)
    again = json.loads(run("check", "--output-format", "gitlab").stdout)
    assert [i["fingerprint"] for i in again] == [i["fingerprint"] for i in issues]  # stable across runs


# reviewdog's Diagnostic Format (proto/rdf/reviewdog.proto), the fields and types its
# DiagnosticResult JSON schema gives, with the fields reviewdog needs made required.
_POSITION = {"type": "object", "properties": {"line": {"type": "integer", "minimum": 1}, "column": {"type": "integer", "minimum": 1}}, "required": ["line"]}
_RANGE = {"type": "object", "properties": {"start": _POSITION, "end": _POSITION}, "required": ["start"]}
_SEVERITY = {"enum": ["UNKNOWN_SEVERITY", "ERROR", "WARNING", "INFO", 0, 1, 2, 3]}
RDJSON_SCHEMA = {
    "type": "object",
    "required": ["diagnostics"],
    "properties": {
        "source": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "url": {"type": "string"}}},
        "severity": _SEVERITY,
        "diagnostics": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["message", "location"],
                "properties": {
                    "message": {"type": "string"},
                    "location": {"type": "object", "required": ["path"], "properties": {"path": {"type": "string"}, "range": _RANGE}},
                    "severity": _SEVERITY,
                    "code": {"type": "object", "properties": {"value": {"type": "string"}, "url": {"type": "string"}}},
                    "suggestions": {"type": "array", "items": {"type": "object", "properties": {"range": _RANGE, "text": {"type": "string"}}, "required": ["range", "text"]}},
                },
            },
        },
    },
}


def test_rdjson_for_reviewdog_with_byte_columns_and_suggestions(proj):
    jsonschema = pytest.importorskip("jsonschema")
    (proj / "u.py").write_text("import torch\nt = torch.ones(2).cuda()\nh\u00e9 = t.numpy()\n")
    r = run("check", "--output-format", "rdjson", "--unsafe-fixes")
    doc = json.loads(r.stdout)
    jsonschema.validate(doc, RDJSON_SCHEMA)
    want = expected()
    assert [(x["code"]["value"], x["location"]["path"]) for x in doc["diagnostics"]] == [(d["code"], d["path"]) for d in want]
    [u] = [x for x in doc["diagnostics"] if x["location"]["path"] == "u.py"]
    # `hé = t.numpy()`: the conversion starts at character 6, byte 7 (é is two bytes in UTF-8)
    assert u["location"]["range"]["start"] == {"line": 3, "column": 7}
    assert u["suggestions"] == [{"range": {"start": {"line": 3, "column": 8}, "end": {"line": 3, "column": 8}}, "text": ".cpu()"}]
    assert u["code"]["url"].endswith("docs/rules/TL001.md")


def _rdformat_validator() -> list[str] | None:
    """reviewdog's format checked by @umbrelladocs/rdformat-validator (npm), which validates
    against the Reviewdog Diagnostic Format schema; .ci/run installs it where npm can."""
    import os
    import shutil

    script = os.environ.get("RDFORMAT_VALIDATOR")
    if script and os.path.exists(script) and shutil.which("node"):
        return ["node", script]
    found = shutil.which("rdformat-validator")
    return [found] if found else None


def _rdformat_valid(command: list[str], path) -> bool:
    import subprocess

    out = subprocess.run([*command, "--format", "json", "--strict", "--no-extra-fields", str(path)], capture_output=True, text=True, timeout=60)
    return json.loads(out.stdout)["fileResults"][0]["valid"]


def test_rdjson_accepted_by_reviewdogs_format_validator(proj):
    command = _rdformat_validator()
    if command is None:
        pytest.skip("rdformat-validator (npm @umbrelladocs/rdformat-validator) is not installed")
    (proj / "u.py").write_text("import torch\nt = torch.ones(2).cuda()\nh\u00e9 = t.numpy()\n")
    doc = json.loads(run("check", "--output-format", "rdjson", "--unsafe-fixes").stdout)
    assert any(x.get("suggestions") for x in doc["diagnostics"])  # the optional parts are exercised
    (proj / "ours.json").write_text(json.dumps(doc))
    assert _rdformat_valid(command, proj / "ours.json")
    doc["diagnostics"][0]["location"]["range"]["start"]["line"] = "3"  # the validator can say no
    (proj / "broken.json").write_text(json.dumps(doc))
    assert not _rdformat_valid(command, proj / "broken.json")


# pylint's parseable format as Jenkins Warnings NG's PyLint parser and reviewdog's
# `-efm=%f:%l: %m` read it.
PYLINT = re.compile(r"^(?P<path>.+?):(?P<line>\d+): \[(?P<code>[A-Z]+\d+)\] (?P<message>.+)$")


def test_pylint_lines_parse(proj):
    lines = run("check", "--output-format", "pylint").stdout.splitlines()
    want = expected()
    parsed = [PYLINT.match(line) for line in lines]
    assert all(parsed), lines
    assert [(m["path"], int(m["line"]), m["code"]) for m in parsed] == [(d["path"], in_file(d)[0], d["code"]) for d in want]
    assert parsed[-1]["message"].endswith("(cell 1, line 2)")


def _azure_parse(line: str) -> tuple[dict, str]:
    """An Azure Pipelines agent's reading of a `##vso[...]` logging command."""
    m = re.match(r"^##vso\[task\.logissue (?P<props>[^\]]*)\](?P<message>.*)$", line)
    assert m, line
    unescape = lambda v: v.replace("%3B", ";").replace("%5D", "]").replace("%0D", "\r").replace("%0A", "\n").replace("%AZP25", "%")  # noqa: E731
    props = dict(p.split("=", 1) for p in m["props"].split(";") if p)
    return {k: unescape(v) for k, v in props.items()}, unescape(m["message"])


def test_azure_logging_commands_parse(proj):
    lines = run("check", "--output-format", "azure").stdout.splitlines()
    want = expected()
    parsed = [_azure_parse(line) for line in lines]
    assert [(p["type"], p["sourcepath"], (int(p["linenumber"]), int(p["columnnumber"])), p["code"]) for p, _ in parsed] == [
        ("error", d["path"], in_file(d), d["code"]) for d in want
    ]
    assert all(message.startswith(f"{d['code']} {d['message']}") for (_, message), d in zip(parsed, want))


def test_json_carries_each_rules_documentation_url_and_the_pages_are_current(proj):
    from pathlib import Path

    from tensorlint.report import rule_docs

    for d in expected():
        assert d["url"] == f"https://github.com/tensorlint/tensorlint/blob/main/docs/rules/{d['code']}.md"
    docs = Path(__file__).resolve().parents[1] / "docs" / "rules"
    for name, text in rule_docs.pages().items():
        assert (docs / name).read_text(encoding="utf-8") == text, f"regenerate: python -m tensorlint.report.rule_docs ({name})"
