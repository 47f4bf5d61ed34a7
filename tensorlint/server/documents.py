"""What one analysis reads: a frozen snapshot of a document or of a notebook's cells.

Why a snapshot: the analysis runs off the event loop while the editor keeps sending
changes, so it must not read the live workspace; and its result is kept only if the
snapshot's version is still the document's (stale results are dropped).

A notebook arrives as LSP 3.17 notebook documents: the notebook (its cells, each a kind
and a text document URI) and one text document per cell. The CLI's notebook support reads
`.ipynb` JSON, so the cells are put back into that shape (markdown cells kept as cells,
so the CLI's 1-based cell numbers over all cells are the positions in `cells`); each
diagnostic's `cell` then names the cell URI it belongs on.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from urllib.parse import unquote, urlparse

from tensorlint.files.discovery import NOTEBOOK_SUFFIX

# Cell languages analysed as Python (others, such as a SQL cell, are left out as the CLI
# leaves out `%%bash` cells).
PYTHON_LANGUAGES = frozenset({"python", "ipython", "python3", "py"})


@dataclass(frozen=True)
class CellRef:
    number: int  # 1-based over all cells, as the CLI numbers them
    uri: str  # the cell's text document
    text: str
    code: bool  # a Python code cell (analysed)


@dataclass(frozen=True)
class Snapshot:
    key: str  # the document's URI, or the notebook's
    version: int | None
    path: str  # where settings are looked up, and the name the engine sees
    text: str  # what the engine reads: the source, or a notebook's JSON
    cells: tuple[CellRef, ...] = ()  # notebooks only

    @property
    def is_notebook(self) -> bool:
        return bool(self.cells) or self.path.endswith(NOTEBOOK_SUFFIX)

    def texts(self) -> dict[str, str]:
        """URI -> the text that diagnostics on it are positioned in."""
        if self.is_notebook:
            return {c.uri: c.text for c in self.cells}
        return {self.key: self.text}

    def uri_of_cell(self, number: int | None) -> str | None:
        if not self.is_notebook:
            return self.key
        if number is None or not 1 <= number <= len(self.cells):
            return None
        return self.cells[number - 1].uri

    def first_code_uri(self) -> str:
        """Where a notebook's whole-file problem is shown (its first code cell)."""
        code = [c.uri for c in self.cells if c.code]
        return code[0] if code else (self.cells[0].uri if self.cells else self.key)


def uri_to_path(uri: str, root: str | None = None, *, suffix: str = ".py") -> str:
    """The file system path of a `file:` URI. An unsaved document (`untitled:Untitled-1`)
    gets a name in the workspace root (or the working directory), so that it is checked
    with the configuration a new file there would get."""
    parsed = urlparse(uri)
    if parsed.scheme == "file":
        path = unquote(parsed.path)
        if re.match(r"^/[A-Za-z]:", path):  # file:///C:/x.py on Windows
            path = path[1:]
        if parsed.netloc and parsed.netloc != "localhost":  # a UNC share
            path = f"//{parsed.netloc}{path}"
        return os.path.normpath(path)
    name = os.path.basename(unquote(parsed.path or parsed.opaque or "untitled")) or "untitled"
    if not name.endswith((".py", ".pyi", NOTEBOOK_SUFFIX)):
        name += suffix
    return os.path.join(root or os.getcwd(), name)


def text_snapshot(uri: str, version: int | None, text: str, root: str | None = None, language: str | None = None) -> Snapshot | None:
    """A Python text document, or None for one that is not Python (a client that sends
    every file: a pyproject.toml, a notebook's raw JSON). A Python document named `.ipynb`
    is a notebook's cells joined by the client (JupyterLab-LSP's virtual documents): it is
    analysed as Python, under the name plus `.py`."""
    path = uri_to_path(uri, root)
    if language and language.lower() not in PYTHON_LANGUAGES:
        return None
    if not language and not path.endswith((".py", ".pyi")):
        return None
    if path.endswith(NOTEBOOK_SUFFIX):
        path += ".py"
    return Snapshot(uri, version, path, text)


def notebook_snapshot(uri: str, version: int | None, cells: list[tuple[str, bool, str, str | None]], root: str | None = None) -> Snapshot:
    """A notebook from its cells in order: (cell URI, is a code cell, text, language id)."""
    refs = []
    json_cells = []
    for number, (cell_uri, is_code, text, language) in enumerate(cells, start=1):
        python = is_code and (language is None or language.lower() in PYTHON_LANGUAGES)
        refs.append(CellRef(number, cell_uri, text, python))
        json_cells.append({"cell_type": "code" if python else ("raw" if is_code else "markdown"), "metadata": {}, "source": text})
    document = {
        "cells": json_cells,
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = uri_to_path(uri, root, suffix=NOTEBOOK_SUFFIX)
    if not path.endswith(NOTEBOOK_SUFFIX):
        path += NOTEBOOK_SUFFIX
    return Snapshot(uri, version, path, json.dumps(document, indent=1), tuple(refs))


def cell_texts_of(notebook_json: str) -> list[str]:
    """Each cell's source from a notebook's JSON (what a fix wrote back into it)."""
    cells = json.loads(notebook_json)["cells"]
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in cells]
