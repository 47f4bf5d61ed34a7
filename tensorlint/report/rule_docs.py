"""Each rule's documentation as a Markdown page (docs/rules/CODE.md) and its URL.

The pages are generated from the rule modules (`python -m tensorlint.report.rule_docs`
rewrites them; a test keeps them current), so SARIF's `helpUri`, JSON's `url`, GitLab's and
reviewdog's rule links point at text that says what the rule module says.
"""

from __future__ import annotations

import os
import sys

from tensorlint.diagnostics import rule_url as url


def _records() -> list[dict]:
    from tensorlint.rules import TOOL_CODES, TOOL_DOCS, TOOL_FIX_SAFETY, all_rules

    out = [
        {"code": r.code, "name": r.name, "summary": r.summary, "fix_safety": r.fix_safety, "preview": r.preview, "documentation": r.documentation}
        for r in all_rules()
    ]
    for code, (name, summary) in sorted(TOOL_CODES.items()):
        out.append({"code": code, "name": name, "summary": summary, "fix_safety": TOOL_FIX_SAFETY.get(code), "documentation": TOOL_DOCS.get(code, "")})
    return out


_FIX = {
    "safe": "Fix is always available (safe: applied by `--fix`).",
    "unsafe": "Fix is sometimes available (unsafe: applied by `--fix --unsafe-fixes`).",
    None: "No automatic fix.",
}


PREVIEW_NOTE = "This rule is in preview: it runs only with `--preview` (or `preview = true` in `[tool.tensorlint]`)."


def page(rec: dict) -> str:
    parts = [f"# {rec['name']} ({rec['code']})", rec["summary"], _FIX.get(rec["fix_safety"], _FIX[None])]
    if rec.get("preview"):
        parts.append(PREVIEW_NOTE)
    if rec["documentation"]:
        parts.append(rec["documentation"].strip())
    return "<!-- Generated from the rule module by `python -m tensorlint.report.rule_docs`; do not edit. -->\n\n" + "\n\n".join(parts) + "\n"


def pages() -> dict[str, str]:
    """File name -> text, for every code."""
    return {f"{rec['code']}.md": page(rec) for rec in _records()}


def main(argv: list[str]) -> int:
    directory = argv[0] if argv else os.path.join(os.path.dirname(__file__), "..", "..", "docs", "rules")
    os.makedirs(directory, exist_ok=True)
    for name, text in pages().items():
        with open(os.path.join(directory, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
