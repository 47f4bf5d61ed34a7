"""`--statistics`: how many diagnostics of each code, most frequent first, as ruff prints it.

    3	TL001	[*]	numpy-on-accelerator
    1	TL003	   	implicit-numpy-on-accelerator

With `--output-format json`, the same as a JSON array of {code, name, count, fixable}.
"""

from __future__ import annotations

import json
from collections import Counter

from tensorlint.report.context import ReportContext
from tensorlint.report.common import closing


def _rows(ctx: ReportContext) -> list[dict]:
    counts = Counter(d.code for d in ctx.diagnostics)
    names = {d.code: d.name for d in ctx.diagnostics}
    fixable = {d.code for d in ctx.diagnostics if ctx.applicable(d)}
    order = sorted(counts, key=lambda code: (-counts[code], code))
    return [{"code": c, "name": names[c], "count": counts[c], "fixable": c in fixable} for c in order]


def render(ctx: ReportContext, *, as_json: bool = False) -> str:
    rows = _rows(ctx)
    if as_json:
        return json.dumps(rows, indent=2) + "\n"
    if not rows:
        return closing(ctx)
    count_w = max(len(str(r["count"])) for r in rows)
    code_w = max(len(r["code"]) for r in rows)
    st = ctx.style
    lines = [
        f"{r['count']:>{count_w}}\t{st.code(r['code'].ljust(code_w))}\t{st.fixable('[*]') if r['fixable'] else '   '}\t{r['name']}\n"
        for r in rows
    ]
    return "".join(lines) + closing(ctx)
