"""LSP 3.17 notebook documents: the cells are one module (as `tensorlint check` reads an
.ipynb), and each diagnostic lands on its own cell."""

from __future__ import annotations

import pytest

from tests.server.lsp_client import LspClient, apply_edits

CELL1 = "%matplotlib inline\nimport torch\ndevice = 'cuda'\n"
CELL2 = "# Notes\nThe model runs on `device`.\n"
CELL3 = "x = torch.ones(2, device=device)\ny = x.numpy()"


@pytest.fixture
def notebook(tmp_path):
    c = LspClient(tmp_path)
    c.initialize(tmp_path)
    nb = (tmp_path / "nb.ipynb").as_uri()
    cells = [f"vscode-notebook-cell:{(tmp_path / 'nb.ipynb').as_posix()}#C{i}" for i in range(1, 4)]
    c.notify(
        "notebookDocument/didOpen",
        {
            "notebookDocument": {
                "uri": nb,
                "notebookType": "jupyter-notebook",
                "version": 1,
                "cells": [{"kind": 2, "document": cells[0]}, {"kind": 1, "document": cells[1]}, {"kind": 2, "document": cells[2]}],
            },
            "cellTextDocuments": [
                {"uri": cells[0], "languageId": "python", "version": 1, "text": CELL1},
                {"uri": cells[1], "languageId": "markdown", "version": 1, "text": CELL2},
                {"uri": cells[2], "languageId": "python", "version": 1, "text": CELL3},
            ],
        },
    )
    yield c, nb, cells
    c.kill()


def _change_cell(c, nb, cell, text, version):
    c.notify(
        "notebookDocument/didChange",
        {
            "notebookDocument": {"uri": nb, "version": version},
            "change": {"cells": {"textContent": [{"document": {"uri": cell, "version": version}, "changes": [{"text": text}]}]}},
        },
    )


def test_diagnostic_on_the_right_cell_with_evidence_in_another(notebook):
    c, nb, cells = notebook
    published = {cells[2]: c.diagnostics(cells[2]), cells[0]: c.diagnostics(cells[0])}
    assert published[cells[0]]["diagnostics"] == []
    [d] = published[cells[2]]["diagnostics"]
    assert d["code"] == "TL001"
    assert d["range"]["start"] == {"line": 1, "character": 4}  # line 2 of the cell, not of the module
    locations = [(r["location"]["uri"], r["location"]["range"]["start"]["line"]) for r in d["relatedInformation"]]
    assert (cells[0], 2) in locations  # device = 'cuda': cell 1, its third line
    assert (cells[2], 0) in locations


def test_quick_fix_on_a_cell_then_edit_clears_it(notebook):
    c, nb, cells = notebook
    c.diagnostics(cells[2])
    response = c.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": cells[2]}, "range": {"start": {"line": 1, "character": 5}, "end": {"line": 1, "character": 5}}, "context": {"diagnostics": []}},
    )
    [fix] = [a for a in response["result"] if "cpu" in a["title"]]
    [change] = fix["edit"]["documentChanges"]
    assert change["textDocument"]["uri"] == cells[2]
    fixed = apply_edits(CELL3, change["edits"])
    assert fixed == "x = torch.ones(2, device=device)\ny = x.cpu().numpy()"
    _change_cell(c, nb, cells[2], fixed, 2)
    assert c.diagnostics(cells[2])["diagnostics"] == []


def test_fix_all_edits_only_the_cells_that_change(notebook):
    c, nb, cells = notebook
    c.diagnostics(cells[2])
    response = c.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": cells[0]}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "context": {"diagnostics": [], "only": ["source.fixAll"]}},
    )
    [action] = response["result"]
    [change] = action["edit"]["documentChanges"]
    assert change["textDocument"]["uri"] == cells[2]
    assert apply_edits(CELL3, change["edits"]).endswith("x.cpu().numpy()")


def test_removed_cell_loses_its_diagnostics(notebook):
    c, nb, cells = notebook
    assert c.diagnostics(cells[2])["diagnostics"]
    c.notify(
        "notebookDocument/didChange",
        {
            "notebookDocument": {"uri": nb, "version": 2},
            "change": {"cells": {"structure": {"array": {"start": 2, "deleteCount": 1}, "didClose": [{"uri": cells[2]}]}}},
        },
    )
    assert c.diagnostics(cells[2])["diagnostics"] == []
    assert c.shutdown() == 0


def test_close_clears_the_cells(notebook):
    c, nb, cells = notebook
    assert c.diagnostics(cells[2])["diagnostics"]
    c.drain(0.3)
    c.notify("notebookDocument/didClose", {"notebookDocument": {"uri": nb}, "cellTextDocuments": [{"uri": u} for u in cells]})
    assert c.diagnostics(cells[2])["diagnostics"] == []
