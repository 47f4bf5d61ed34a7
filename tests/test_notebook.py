"""Notebooks: cells joined for the analysis, `cell N` positions, IPython syntax tolerated,
fixes rewrite only the changed cells (the rest of the file byte-identical)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tensorlint.files import notebook
from tensorlint.cli.app import main


def cell(kind, source, **extra):
    base = {"cell_type": kind, "metadata": {}, "source": source}
    if kind == "code":
        base.update(execution_count=extra.pop("execution_count", None), outputs=extra.pop("outputs", []))
    base.update(extra)
    return base


def notebook_text(cells, language="python") -> str:
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3", "name": "python3"}, "language_info": {"name": language}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    # As Jupyter writes it: indent 1, non-ASCII kept, trailing newline.
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


OUTPUT = {"name": "stdout", "output_type": "stream", "text": ["tensor([1., 1.])\n", "ünïcode\n"]}
CELLS = [
    cell("markdown", ["# Évaluation\n", "Les résultats."]),
    cell("code", ["%matplotlib inline\n", "import torch\n", "!nvidia-smi\n", "files = !ls\n", "device = \"cuda\""], execution_count=1),
    cell("code", ["x = torch.ones(2, device=device)\n", "print(x)  # ok\n", "y = x.numpy()"], execution_count=2, outputs=[OUTPUT]),
    cell("code", "%%bash\necho $HOME\n", execution_count=3),
    cell("code", ["%%time\n", "z = x.sum()\n", "z?\n"], execution_count=4),
]


@pytest.fixture
def nb(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "eval.ipynb"
    path.write_text(notebook_text(CELLS), encoding="utf-8")
    return path


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_cuda_numpy_in_third_cell_is_reported_at_cell_3(nb):
    r = run("check", "--output-format", "concise", "eval.ipynb")
    assert r.exit_code == 1
    assert r.stdout.splitlines()[0].startswith("eval.ipynb:cell 3:3:5: TL001 [*] `x` may be on an accelerator")
    assert "`x` created on `device` (cell 3, line 1); `device` may be 'cuda' (cell 2, line 5)" in r.stdout
    data = json.loads(run("check", "--output-format", "json", "eval.ipynb").stdout)
    assert [(d["path"], d["cell"], d["line"], d["column"], d["code"]) for d in data] == [("eval.ipynb", 3, 3, 5, "TL001")]
    assert data[0]["evidence"] == [
        {"line": 1, "text": "`x` created on `device`", "cell": 3},
        {"line": 5, "text": "`device` may be 'cuda'", "cell": 2},
    ]
    assert data[0]["fix"]["edits"][0]["location"] == {"line": 3, "column": 6}


def test_full_format_shows_the_cell_source(nb):
    out = run("check", "eval.ipynb").stdout
    assert "eval.ipynb:cell 3:3:5: TL001" in out
    assert "3 | y = x.numpy()" in out and "^^^^^^^^^ TL001" in out
    assert "= evidence: cell 2, line 5: device = \"cuda\"  # `device` may be 'cuda'" in out


def test_fix_rewrites_only_that_cell(nb):
    before = nb.read_bytes()
    r = run("check", "--fix", "eval.ipynb")
    assert r.exit_code == 0, r.output
    after = nb.read_bytes()
    old, new = b'"y = x.numpy()"', b'"y = x.cpu().numpy()"'
    assert before.count(old) == 1
    assert after == before.replace(old, new)
    cells = json.loads(after)["cells"]
    assert cells[2]["source"] == ["x = torch.ones(2, device=device)\n", "print(x)  # ok\n", "y = x.cpu().numpy()"]
    assert cells[2]["outputs"] == [OUTPUT] and cells[1]["source"][0] == "%matplotlib inline\n"
    assert run("check", "eval.ipynb").exit_code == 0


def test_diff_shows_the_json_change_and_writes_nothing(nb):
    before = nb.read_bytes()
    r = run("check", "--diff", "eval.ipynb")
    assert r.exit_code == 1
    assert '-    "y = x.numpy()"\n+    "y = x.cpu().numpy()"\n' in r.stdout
    assert nb.read_bytes() == before


def test_cell_numbers_count_markdown_cells():
    text = notebook_text([cell("markdown", "# t"), cell("code", "import torch\n"), cell("markdown", "x"), cell("code", "torch.ones(1).cuda().numpy()\n")])
    nb = notebook.load(text)
    assert [c.number for c in nb.cells] == [2, 4]
    assert nb.locate(2) == (4, 1)


def test_magics_are_masked_line_for_line():
    masked, is_python = notebook._mask(["%time f()\n", "  !ls\n", "x = %env\n", "a, b = !cmd\n", "obj?\n", "%cd \\\n", "  dir\n", "y = 1"])
    assert is_python
    assert masked == ["pass\n", "  pass\n", "x = None\n", "a, b = None\n", "pass\n", "pass\n", "  pass\n", "y = 1\n"]
    assert notebook._mask(["%%bash\n", "ls\n"]) == (["%%bash\n", "ls\n"], False)
    assert notebook._mask(["%%timeit\n", "f()\n"]) == (["pass\n", "f()\n"], True)


def test_string_sources_and_line_count_mismatch(tmp_path):
    text = notebook_text([cell("code", "import torch\nt = torch.ones(1).cuda()\nt.numpy()\n")])
    nb = notebook.load(text)
    new = nb.rewrite(nb.virtual.replace("t.numpy()", "t.cpu().numpy()"))
    assert json.loads(new)["cells"][0]["source"] == "import torch\nt = torch.ones(1).cuda()\nt.cpu().numpy()\n"
    with pytest.raises(notebook.NotebookError):
        nb.rewrite(nb.virtual + "extra\n")


def test_compact_notebook_json_keeps_its_layout(tmp_path):
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                     "source": ["import torch\n", "torch.ones(1).cuda().numpy()"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "c.ipynb"
    raw = json.dumps(nb, separators=(",", ":"))
    path.write_text(raw)
    r = run("check", "--fix", str(path))
    assert r.exit_code == 0, r.output
    assert path.read_text() == raw.replace("torch.ones(1).cuda().numpy()", "torch.ones(1).cuda().cpu().numpy()")


def test_non_python_notebook_and_invalid_notebook(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.ipynb").write_text(notebook_text([cell("code", "torch.ones(1).cuda().numpy()\n")], language="R"))
    assert run("check", "r.ipynb").exit_code == 0
    (tmp_path / "bad.ipynb").write_text("{not json")
    r = run("check", "bad.ipynb")
    assert r.exit_code == 1 and "error: bad.ipynb: not a valid notebook (JSON)" in r.stderr


def test_directory_walk_finds_notebooks_and_stdin(nb):
    assert [d["path"] for d in json.loads(run("check", "--output-format", "json").stdout)] == ["eval.ipynb"]
    r = run("check", "--fix", "--stdin-filename", "eval.ipynb", "-", input=nb.read_text(encoding="utf-8"))
    assert r.exit_code == 0 and '"y = x.cpu().numpy()"' in r.stdout and json.loads(r.stdout)["cells"][2]["outputs"] == [OUTPUT]


def test_noqa_and_add_noqa_in_notebooks(nb):
    r = run("check", "--add-noqa", "eval.ipynb")
    assert r.exit_code == 0 and r.stderr == "Added 1 noqa directive.\n"
    assert json.loads(nb.read_text(encoding="utf-8"))["cells"][2]["source"][2] == "y = x.numpy()  # noqa: TL001"
    assert run("check", "eval.ipynb").exit_code == 0
