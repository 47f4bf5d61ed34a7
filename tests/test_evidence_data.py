"""Evidence is data (issue 12, step 4): a step has a kind and fields, its text is a template
rendered at the report edge, and no behaviour reads that text."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from tensorlint.config.settings import Settings
from tensorlint.facts.evidence import LABEL_FORMS, STEP_KINDS
from tensorlint.report import evidence as evidence_text
from tensorlint.run.checker import check_source, fix_source

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(p for p in (ROOT / "fixtures").rglob("*.py") if not p.name.endswith(".fixed.py"))


def _fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def _scrambled() -> dict[str, str]:
    """Every template reworded beyond recognition, with the same fields."""
    return {kind: f"~{kind[::-1].upper()}~ " + " | ".join("{" + f + "}" for f in _fields(t)) for kind, t in evidence_text.TEMPLATES.items()}


def _outcome(settings: Settings) -> tuple[list, list, list]:
    findings, fixes, messages = [], [], []
    for path in SOURCES:
        source = path.read_text(encoding="utf-8")
        for d in check_source(source, str(path), settings):
            findings.append((str(path), d.start, d.end, d.code, [e.line for e in d.evidence], d.fix))
            messages.append(d.message)
        fixes.append(fix_source(source, str(path), settings, unsafe=True).source)
    return findings, fixes, messages


@pytest.mark.parametrize("strict", [False, True], ids=["default", "strict"])
def test_rewording_every_template_changes_no_finding_and_no_fix(monkeypatch, strict):
    settings = Settings(strict=strict)
    findings, fixes, messages = _outcome(settings)
    assert findings, "the fixtures must have findings"
    monkeypatch.setattr(evidence_text, "TEMPLATES", _scrambled())
    monkeypatch.setattr(evidence_text, "NAMED", "{text} <<{name}>>")
    monkeypatch.setattr(evidence_text, "LABELS", {form: f"[{form.upper()} {{text}}]" for form in LABEL_FORMS})
    scrambled_findings, scrambled_fixes, scrambled_messages = _outcome(settings)
    assert scrambled_findings == findings
    assert scrambled_fixes == fixes
    assert scrambled_messages != messages  # the scrambling took effect
    assert any("~" in m for m in scrambled_messages)


def test_every_step_kind_has_a_template_and_every_template_a_kind():
    assert set(STEP_KINDS) == set(evidence_text.TEMPLATES)
    assert set(LABEL_FORMS) == set(evidence_text.LABELS)


GUARDED = """import torch


def run(batch, device):
    out = batch.to(device) * 2
    if device != "cpu":
        out = out.cpu()
    return out.numpy()
"""


def test_a_guard_on_a_device_name_clears_it_whatever_labels_read_like(monkeypatch):
    """`if device != "cpu": out = out.cpu()` clears the chains that name `device`: decided
    from the label's form and name, not from how a label is written (once "`device`")."""
    unguarded = GUARDED.replace('    if device != "cpu":\n        out = out.cpu()\n', "")
    assert [d.code for d in check_source(unguarded, "u.py", Settings())] == ["TL001"]
    assert check_source(GUARDED, "g.py", Settings()) == []
    monkeypatch.setattr(evidence_text, "LABELS", {form: "<{text}>" for form in LABEL_FORMS})
    assert check_source(GUARDED, "g.py", Settings()) == []
    assert "<device>" in check_source(unguarded, "u.py", Settings())[0].message


def test_every_step_the_facts_pass_records_is_declared():
    """Each `Step.at(node, "kind", field=...)` names a declared kind, with the fields its
    template uses and its `mentions` declare."""
    used = 0
    for path in (ROOT / "tensorlint" / "facts").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "at" and isinstance(node.func.value, ast.Name) and node.func.value.id == "Step":
                kind = node.args[1]
                assert isinstance(kind, ast.Constant), f"{path.name}:{node.lineno}: the kind must be a literal"
                assert kind.value in STEP_KINDS, f"{path.name}:{node.lineno}: undeclared kind {kind.value!r}"
                given = {k.arg for k in node.keywords}
                assert given == set(_fields(evidence_text.TEMPLATES[kind.value])), f"{path.name}:{node.lineno}"
                assert set(STEP_KINDS[kind.value].mentions) <= given, f"{path.name}:{node.lineno}"
                used += 1
    assert used >= 30


def test_the_complex32_fix_is_decided_by_dtype_not_by_names():
    """A variable named `chalf_weights` cast to bfloat16 gets `.float()`; a complex32 tensor
    (constant or `.chalf()`) gets `.cfloat()`, which keeps the imaginary part."""
    source = (
        "import torch\n"
        "chalf_weights = torch.ones(3)\n"
        "y = chalf_weights.to(torch.bfloat16)\n"
        "y.numpy()\n"
        "z = torch.ones(3, dtype=torch.complex32)\n"
        "z.numpy()\n"
        "w = torch.ones(3).chalf()\n"
        "w.numpy()\n"
    )
    fixed = fix_source(source, "probe.py", Settings(), unsafe=True).source.splitlines()
    assert fixed[3] == "y.float().numpy()"
    assert fixed[5] == "z.cfloat().numpy()"
    assert fixed[7] == "w.cfloat().numpy()"
