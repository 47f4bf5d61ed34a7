"""Notebooks: cells joined for the analysis, `cell N` positions, IPython syntax tolerated,
fixes rewrite only the changed cells (the rest of the file byte-identical)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tensorlint.files import notebook
from tensorlint.files.ipython_syntax import PYTHON_CELL_MAGICS, transform_cell
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
    lines = transform_cell(["%time f()\n", "if x:\n", "  !ls\n", "x = %env\n", "a, b = !cmd\n", "obj?\n", "%cd \\\n", "  dir\n", "y = 1"])
    assert [line.text for line in lines] == ["pass\n", "if x:\n", "  pass\n", "x = None\n", "a, b = None\n", "pass\n", "pass\n", "\n", "y = 1\n"]
    assert [line.replaced for line in lines] == [True, False, True, True, True, True, True, True, False]
    assert transform_cell(["%%bash\n", "ls\n"]) is None
    assert [line.text for line in transform_cell(["%%timeit\n", "f()\n"])] == ["pass\n", "f()\n"]


def test_ipython_syntax_is_found_on_tokens_not_on_line_starts():
    # A `%` continuing an expression in brackets, and `!` inside a string, are Python.
    lines = ["s = ('%d'\n", "     % 3)\n", 'doc = """\n', "!not a command\n", '"""\n']
    assert [line.text for line in transform_cell(lines)] == lines


def test_a_cell_indented_as_a_whole_and_prompts_lose_their_prefix():
    lines = transform_cell(["    x = 1\n", "\n", "    if x:\n", "        y = 2"])
    assert [(line.prefix, line.text) for line in lines] == [("    ", "x = 1\n"), ("", "\n"), ("    ", "if x:\n"), ("    ", "    y = 2\n")]
    lines = transform_cell(["In [3]: for i in range(2):\n", "   ...:     print(i)\n"])
    assert [(line.prefix, line.text) for line in lines] == [("In [3]: ", "for i in range(2):\n"), ("   ...: ", "    print(i)\n")]


def test_indented_cell_is_checked_and_fixed_in_place(tmp_path, monkeypatch):
    # A cell indented as a whole runs in IPython; before, it was a syntax error.
    monkeypatch.chdir(tmp_path)
    source = ["    import torch\n", "    t = torch.ones(1).cuda()\n", "    try:\n", "        import foo\n", "    except ImportError:\n", "        !pip install foo\n", "    y = t.numpy()"]
    path = tmp_path / "indented.ipynb"
    path.write_text(notebook_text([cell("code", source)]))
    data = json.loads(run("check", "--output-format", "json", "indented.ipynb").stdout)
    assert [(d["cell"], d["line"], d["column"], d["code"]) for d in data] == [(1, 7, 9, "TL001")]
    assert run("check", "--fix", "indented.ipynb").exit_code == 0
    fixed = json.loads(path.read_text())["cells"][0]["source"]
    assert fixed == source[:-1] + ["    y = t.cpu().numpy()"]


def test_a_fix_never_touches_a_replaced_ipython_line(tmp_path):
    nb = notebook.load(notebook_text([cell("code", ["x = !ls\n", "y = 1\n"])]))
    assert nb.virtual == "x = None\ny = 1\n"
    with pytest.raises(notebook.NotebookError, match="IPython line"):
        nb.rewrite("x = None.cpu()\ny = 1\n")


PY_CELLS = [
    "try:\n    import x\nexcept ImportError:\n    !pip install x\n    import x\n",
    "    import torch\n    x = torch.ones(2)\n    if x:\n        y = 1\n",
    "s = ('%d'\n     % 3)\n", "x = '''\n!not a command\n'''\n", "!pip install \\\n   foo\nimport torch\n",
    "files = !ls\n", "a, b = !cmd\n", "x = %env\n", "x = f(%s)\n", "%matplotlib inline\nimport numpy as np\nnp?\n",
    "np.sum??\n", "?np\n", "if True:\n    %time x = 1\n", ">>> x = 1\n>>> for i in range(2):\n...     print(i)\n",
    "In [1]: x = 1\n   ...: y = 2\n", "%%time\nx = 1\n", "/print 1 2\n", ",print a b\n", ";print a b\n", "!!ls\n",
    "for i in range(3):\n    !echo $i\n", "print(x?)\n", "z = f(a,\n  b)?\n", "%cd \\\n  dir\n", "\n\n    a = 1\n\n    b = 2",
    "x = [\n  1,\n]\n%time y = 1\n", "def f():\n    %timeit g()\n    return 1\n", "  x = 1\n y = 2\n", "a = b = !ls\n",
]


FRAGMENTS = [
    "x = 1\n", "if x:\n", "    y = 2\n", "!ls\n", "    !pip install a\n", "%time f()\n", "a = %env\n", "b = !ls\n",
    "obj?\n", "f(a,\n", "  % b)\n", "s = '''\n", "'''\n", "%cd \\\n", "  d\n", "try:\n", "except E:\n", "    pass\n",
    "  ", "\n", ">>> ", "... ", "np.sum??\n", "x = (1,\n", "2)?\n", "def g():\n", "    return 1\n", "        z = 3\n",
    "#!c\n", "?x\n", "/f a\n", ",g b\n", "\t\n", "In [2]: ", "   ...: ", "%%time\n", 'r"""\n', '"""\n',
]


def _ipython_runs(source: str) -> bool:
    """Whether IPython can run the cell: its transformed text parses, and a Python cell
    magic's body (which the magic transforms again as a cell) does too."""
    import ast
    import re

    from IPython.core.inputtransformer2 import TransformerManager

    try:
        text = TransformerManager().transform_cell(source)
    except SyntaxError:
        return False
    magic = re.match(r"get_ipython\(\)\.run_cell_magic\('(\w+)', '.*?', (.*)\)\n$", text, re.S)
    if magic and magic.group(1) in PYTHON_CELL_MAGICS:
        return _ipython_runs(ast.literal_eval(magic.group(2)))
    return _parses(text)


def _parses(text: str) -> bool:
    import ast

    try:
        ast.parse(text)
        return True
    except SyntaxError:
        return False


def _cells():
    import random

    rnd = random.Random(20261126)
    return PY_CELLS + ["".join(rnd.choice(FRAGMENTS) for _ in range(rnd.randint(1, 7))) for _ in range(600)]


def test_a_cell_parses_exactly_when_ipython_can_run_it():
    """Differential check against IPython's own input transformations (in the test extra):
    the listed cells and 600 seeded random ones; lines never move."""
    pytest.importorskip("IPython.core.inputtransformer2")
    disagree = []
    for source in _cells():
        lines = transform_cell(notebook.split_lines(source))
        assert lines is None or len(lines) == len(notebook.split_lines(source)), source
        if lines is not None and _parses("".join(line.text for line in lines)) != _ipython_runs(source):
            disagree.append(source)
    assert disagree == []
