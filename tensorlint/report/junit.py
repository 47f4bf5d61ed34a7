"""`--output-format junit`: JUnit XML, one test suite per file and one failing test case per
diagnostic (as ruff writes it); a clean run is one passing test case. A notebook's `line` and
`column` are those of the `.ipynb` file; the failure text names the cell and its line."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import groupby

from tensorlint.report.context import ReportContext
from tensorlint.report.common import FilePositions


def render(ctx: ReportContext) -> str:
    diags = ctx.diagnostics
    positions = FilePositions(ctx)
    root = ET.Element("testsuites", name="tensorlint", tests=str(len(diags)), failures=str(len(diags)), errors="0")
    if not diags:
        suite = ET.SubElement(root, "testsuite", name="tensorlint", tests="1", disabled="0", errors="0", failures="0")
        ET.SubElement(suite, "testcase", name="No errors found", classname="tensorlint")
    for path, group in groupby(diags, key=lambda d: d.path):
        items = list(group)
        suite = ET.SubElement(
            root,
            "testsuite",
            name=path,
            tests=str(len(items)),
            disabled="0",
            errors="0",
            failures=str(len(items)),
            package="tensorlint",
        )
        for d in items:
            start = positions.start(d)
            case = ET.SubElement(
                suite,
                "testcase",
                name=f"tensorlint.{d.code}",
                classname=path,
                line=str(start.line),
                column=str(start.column),
            )
            failure = ET.SubElement(case, "failure", message=d.message)
            cell = f"cell {d.cell}, " if d.cell is not None else ""
            failure.text = f"{cell}line {d.start.line}, col {d.start.column}, {d.code} {d.message}"
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
