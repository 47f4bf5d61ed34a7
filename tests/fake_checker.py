"""A predictable stand-in for tensorlint.run.checker, for the CLI/engine/report tests.

Text-based, so the tests do not depend on the analysis:
- every `.numpy()` not preceded by `.cpu()` is TL001 with a safe fix inserting `.cpu()`;
- every `bf16` is TL004 with an unsafe fix appending `.float()`;
- every `np.asarray(` is TL003 without a fix;
- a source containing `CRASH` raises RuntimeError; one that does not compile is TL999.
"""

from __future__ import annotations

import re

from tensorlint.run import checker
from tensorlint.run.checker import FixResult
from tensorlint.diagnostics import Diagnostic, Edit, Evidence, Fix, Position

NAMES = {
    "TL001": "numpy-on-accelerator",
    "TL003": "implicit-numpy-on-accelerator",
    "TL004": "numpy-unsupported-dtype",
    "TL999": "syntax-error",
}


def _pos(source: str, offset: int) -> Position:
    before = source[:offset]
    line = len(re.findall(r"\r\n|\r|\n", before)) + 1
    last = max(before.rfind("\n"), before.rfind("\r"))
    return Position(line, offset - last)


def check_source(source, path, settings, *, notes=None, compiles=False, project=None):
    if "CRASH" in source:
        raise RuntimeError("boom in the fake checker")
    try:
        compile(source.replace("\r\n", "\n"), path, "exec")
    except SyntaxError as exc:
        d = Diagnostic(path, "TL999", "syntax-error", f"SyntaxError: {exc.msg}", Position(exc.lineno or 1, exc.offset or 1), Position(exc.lineno or 1, exc.offset or 1))
        return [d] if settings.is_enabled("TL999") else []
    out = []
    for m in re.finditer(r"\.numpy\(\)", source):
        if source[: m.start()].endswith(".cpu()"):
            continue
        at = _pos(source, m.start())
        fix = Fix("safe", (Edit(at, at, ".cpu()"),), "Insert `.cpu()`")
        out.append(Diagnostic(path, "TL001", NAMES["TL001"], "`x` may be on an accelerator, where `.numpy()` raises", at, _pos(source, m.end()), (Evidence(1, "moved with `.cuda()`"),), fix))
    for m in re.finditer(r"\bbf16\b(?!\.float\(\))", source):
        end = _pos(source, m.end())
        fix = Fix("unsafe", (Edit(end, end, ".float()"),), "Cast with `.float()`")
        out.append(Diagnostic(path, "TL004", NAMES["TL004"], "`bf16` may be bfloat16", _pos(source, m.start()), end, (), fix))
    for m in re.finditer(r"np\.asarray\(", source):
        out.append(Diagnostic(path, "TL003", NAMES["TL003"], "implicit conversion", _pos(source, m.start()), _pos(source, m.end()), ()))
    return [d for d in out if settings.is_enabled(d.code)]


def _offset(source: str, pos: Position) -> int:
    lines = re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z", source)
    return sum(len(l) for l in lines[: pos.line - 1]) + pos.column - 1


def fix_source(source, path, settings, *, unsafe, compiles=False, project=None):
    diags = check_source(source, path, settings)
    edits = []
    fixed = 0
    fixed_codes = {}
    for d in diags:
        if d.fix and (d.fix.safety == "safe" or unsafe):
            fixed += 1
            fixed_codes[(d.code, d.name)] = fixed_codes.get((d.code, d.name), 0) + 1
            edits.extend(d.fix.edits)
    new = source
    for e in sorted(edits, key=lambda e: (e.start.line, e.start.column), reverse=True):
        a, b = _offset(source, e.start), _offset(source, e.end)
        new = new[:a] + e.content + new[b:]
    return FixResult(new, fixed, check_source(new, path, settings) if fixed else diags, fixed_codes=fixed_codes)


def install(monkeypatch):
    from tensorlint.run import parallel

    # The fake lives in this process only: worker processes would run the real checker.
    monkeypatch.setattr(parallel, "default_jobs", lambda: 1)
    monkeypatch.setattr(checker, "check_source", check_source)
    monkeypatch.setattr(checker, "fix_source", fix_source)
