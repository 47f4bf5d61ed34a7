"""Jupyter notebooks: lint the code cells as one module, report `cell N:line:col`, and write
fixes back into only the cells that changed.

Why one module: cells share state (a `device` set in cell 1 explains a `.numpy()` in cell
3), so the code cells are joined into one virtual source that the checker sees as a
file. IPython syntax is turned into Python as IPython itself turns it (a cell indented as a
whole, prompts, magics, shell escapes, `obj?`: ipython_syntax.py), line for line, so lines
do not move and columns move back by what a line lost at its start; cells in other
languages (`%%bash`, `%%html`...) are left out. Writing back edits the JSON text
itself: only the changed strings of a changed cell's `source` are replaced, so outputs,
metadata, key order, indentation and escapes elsewhere stay byte for byte.

Cells are numbered from 1 over *all* cells of the notebook (markdown included), as
notebook editors show them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace

from tensorlint.diagnostics import Diagnostic, Edit, Evidence, Fix, Position, compose_message
from tensorlint.files.ipython_syntax import Line, transform_cell

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


class NotebookError(Exception):
    """Not a notebook we can read or write (one line)."""


def split_lines(text: str) -> list[str]:
    return _LINE.findall(text)


# --------------------------------------------------------------------------- JSON spans


@dataclass
class Node:
    start: int
    end: int
    children: dict | list | None = None


_WS = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null")


def _span_tree(text: str, i: int = 0) -> tuple[Node, int]:
    """Where each JSON value lies in `text` (values themselves come from json.loads)."""
    i = _WS.match(text, i).end()
    ch = text[i : i + 1]
    if ch == "{":
        children: dict = {}
        j = _WS.match(text, i + 1).end()
        if text[j] == "}":
            return Node(i, j + 1, children), j + 1
        while True:
            j = _WS.match(text, j).end()
            key, j = json.decoder.scanstring(text, j + 1)
            j = _WS.match(text, j).end() + 1  # the colon
            children[key], j = _span_tree(text, j)
            j = _WS.match(text, j).end()
            if text[j] == "}":
                return Node(i, j + 1, children), j + 1
            j += 1  # the comma
    if ch == "[":
        items: list = []
        j = _WS.match(text, i + 1).end()
        if text[j] == "]":
            return Node(i, j + 1, items), j + 1
        while True:
            node, j = _span_tree(text, j)
            items.append(node)
            j = _WS.match(text, j).end()
            if text[j] == "]":
                return Node(i, j + 1, items), j + 1
            j += 1
    if ch == '"':
        _, end = json.decoder.scanstring(text, i + 1)
        return Node(i, end), end
    m = _SCALAR.match(text, i)
    if not m:
        raise ValueError(f"unexpected character at offset {i}")
    return Node(i, m.end()), m.end()


# --------------------------------------------------------------------------- cells


@dataclass
class Cell:
    number: int  # 1-based over all cells
    text: str  # the cell's source as stored
    lines: list[str]  # its lines, with endings
    python: list[Line]  # the lines the checker sees, one for one (ipython_syntax.py)
    start: int = 0  # first line in the virtual source (1-based); 0 when left out
    included: bool = True


@dataclass
class Notebook:
    raw: str
    cells: list[Cell]
    virtual: str
    source_nodes: dict[int, Node] = field(default_factory=dict)  # cell number -> its "source" span

    def locate(self, line: int) -> tuple[int, int]:
        """Virtual line -> (cell number, line in the cell)."""
        for cell in self.cells:
            if cell.included and cell.start <= line < cell.start + len(cell.lines):
                return cell.number, line - cell.start + 1
        last = next((c for c in reversed(self.cells) if c.included), None)
        return (last.number, max(1, line - last.start + 1)) if last else (1, line)

    def cell_sources(self) -> dict[int, str]:
        return {c.number: c.text for c in self.cells if c.included}

    # ---- mapping diagnostics -------------------------------------------------------------

    def _position(self, pos: Position) -> tuple[int, Position]:
        number, line = self.locate(pos.line)
        cell = next((c for c in self.cells if c.number == number), None)
        shift = len(cell.python[line - 1].prefix) if cell is not None and 0 < line <= len(cell.python) else 0
        return number, Position(line, pos.column + shift)

    def map_diagnostic(self, d: Diagnostic) -> Diagnostic:
        cell, start = self._position(d.start)
        _, end = self._position(d.end)
        evidence = []
        for ev in d.evidence:
            ev_cell, ev_line = self.locate(ev.line)
            evidence.append(Evidence(ev_line, ev.text, ev_cell))

        fix = d.fix
        if fix is not None:
            edits = tuple(Edit(self._position(e.start)[1], self._position(e.end)[1], e.content) for e in fix.edits)
            fix = Fix(fix.safety, edits, fix.description)
        return replace(d, start=start, end=end, cell=cell, evidence=tuple(evidence), message=compose_message(d.parts[0], evidence, d.parts[1]) if d.parts else d.message, fix=fix)

    # ---- positions in the .ipynb file -------------------------------------------------

    def file_position(self, cell_number: int, pos: Position) -> Position:
        """Where a cell's line and column lie in the notebook's JSON text: the line of the
        `.ipynb` file and the column inside the JSON string (escapes counted as written), so
        that tools that annotate the file itself (GitHub, SARIF viewers, JUnit) point there."""
        node = self.source_nodes.get(cell_number)
        cell = next((c for c in self.cells if c.number == cell_number), None)
        if node is None or cell is None:
            return Position(1, 1)
        line = min(max(pos.line, 1), max(len(cell.lines), 1))
        index = sum(len(text) for text in cell.lines[: line - 1])
        index += min(max(pos.column - 1, 0), len(cell.lines[line - 1]) if cell.lines else 0)
        parts = node.children if isinstance(node.children, list) else [node]
        if not parts:
            return self._line_column(node.start)
        ascii_only = self.raw.isascii()
        for n in parts:
            text = json.loads(self.raw[n.start : n.end])
            if not isinstance(text, str):
                break
            if index < len(text) or n is parts[-1]:
                escaped = json.dumps(text[:index], ensure_ascii=ascii_only)[1:-1]
                return self._line_column(n.start + 1 + len(escaped))
            index -= len(text)
        return self._line_column(node.start)

    def _line_column(self, offset: int) -> Position:
        line_start = self.raw.rfind("\n", 0, offset) + 1
        return Position(self.raw.count("\n", 0, offset) + 1, offset - line_start + 1)

    # ---- writing back --------------------------------------------------------------------

    def rewrite(self, new_virtual: str) -> str:
        """The notebook's JSON text with the cells' new sources; only changed strings move."""
        new_lines = split_lines(new_virtual)
        expected = sum(len(c.lines) for c in self.cells if c.included)
        if len(new_lines) != expected:
            raise NotebookError("a fix changed the number of lines in a cell; notebook not written")
        replacements: list[tuple[int, int, str]] = []
        ascii_only = self.raw.isascii()
        for cell in self.cells:
            if not cell.included or not cell.lines:
                continue
            out = []
            for i, (orig, seen) in enumerate(zip(cell.lines, cell.python)):
                new = new_lines[cell.start - 1 + i]
                if seen.replaced:
                    if new != seen.text:
                        raise NotebookError(f"a fix touched an IPython line in cell {cell.number}; notebook not written")
                    new = orig
                    out.append(new)
                    continue
                if new == seen.text:
                    out.append(orig)
                    continue
                new = seen.prefix + new
                if not orig.endswith(("\n", "\r")):
                    new = new[:-1] if new.endswith("\n") else new  # the newline the virtual source added
                out.append(new)
            if out == cell.lines:
                continue
            node = self.source_nodes[cell.number]
            dump = lambda s: json.dumps(s, ensure_ascii=ascii_only)  # noqa: E731
            if isinstance(node.children, list) and len(node.children) == len(out) and [
                json.loads(self.raw[n.start : n.end]) for n in node.children
            ] == cell.lines:
                for n, old_line, new_line in zip(node.children, cell.lines, out):
                    if old_line != new_line:
                        replacements.append((n.start, n.end, dump(new_line)))
            elif isinstance(node.children, list):
                inner = self.raw[node.start + 1 : node.children[0].start] if node.children else "\n"
                close = self.raw[node.children[-1].end : node.end - 1] if node.children else ""
                sep = "," + inner
                replacements.append((node.start, node.end, "[" + inner + sep.join(dump(s) for s in out) + close + "]"))
            else:
                replacements.append((node.start, node.end, dump("".join(out))))
        text = self.raw
        for start, end, new in sorted(replacements, reverse=True):
            text = text[:start] + new + text[end:]
        return text


def load(raw: str) -> Notebook:
    """Parse a notebook's JSON text; NotebookError when it is not a notebook."""
    try:
        data = json.loads(raw)
        root, _ = _span_tree(raw)
    except (ValueError, IndexError) as exc:
        raise NotebookError(f"not a valid notebook (JSON): {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        raise NotebookError("not a valid notebook: no `cells` list")
    language = (data.get("metadata") or {}).get("language_info", {}).get("name", "python")
    cells: list[Cell] = []
    nodes: dict[int, Node] = {}
    virtual: list[str] = []
    line = 1
    for number, (cell, node) in enumerate(zip(data["cells"], root.children["cells"].children), start=1):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        lines = split_lines(text)
        python = transform_cell(lines)
        entry = Cell(number, text, lines, python or [], included=python is not None and language == "python")
        if entry.included:
            entry.start = line
            line += len(lines)
            virtual.extend(line.text for line in entry.python)
            nodes[number] = node.children["source"]
        cells.append(entry)
    return Notebook(raw, cells, "".join(virtual), nodes)
