"""Slicing (tensorlint/slicing.py) never changes findings: the sliced text gives exactly the
diagnostics of the whole text, at the same positions, with the same evidence and fixes."""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import os
import random

import pytest

from slicing_programs import HEADER, program
from tensorlint.run.checker import check_source, fix_source
from tensorlint.screen.prefilter import for_settings_of
from tensorlint.config.settings import Settings
from tensorlint.screen.slicing import slice_source

MODES = [Settings(), Settings(strict=True), Settings(fix_style="converter")]


def sliced(source: str, settings: Settings = Settings()) -> str:
    return slice_source(source, ast.parse(source), for_settings_of(settings))


def same_findings(source: str, settings: Settings) -> list:
    on = check_source(source, "p.py", settings)
    off = check_source(source, "p.py", dataclasses.replace(settings, prefilter=False))
    assert on == off
    return off


@pytest.mark.parametrize("seed", range(6))
def test_random_programs_give_the_same_findings_sliced_and_whole(seed):
    rng = random.Random(seed)
    found = 0
    for _ in range(25):
        source = program(rng)
        for settings in MODES:
            found += len(same_findings(source, settings))
    assert found  # the programs do convert tensors


def test_statements_nothing_needs_are_blanked_in_place():
    source = HEADER + (
        "x = torch.ones(2).cuda()\n"
        "def filler(a):\n    return a + 1\n"
        "class Plain:\n    def get(self):\n        return 1\n"
        "x.numpy()\n"
    )
    text = sliced(source)
    assert "filler" not in text and "Plain" not in text
    assert text.count("\n") == source.count("\n")  # every line is still there
    assert text.splitlines()[-1] == "x.numpy()"
    [finding] = same_findings(source, Settings())
    assert (finding.start.line, finding.start.column) == (len(source.splitlines()), 1)


def test_line_breaks_are_kept_as_they_were():
    source = (HEADER + "x = torch.ones(2).cuda()\ndef filler():\n    pass\nx.numpy()\n").replace("\n", "\r\n")
    text = sliced(source)
    assert "filler" not in text and text.count("\r\n") == source.count("\r\n") and "\n" not in text.replace("\r\n", "")
    same_findings(source, Settings())


def test_what_conversions_depend_on_is_kept():
    source = HEADER + (
        "DEV = 'cuda'\n"
        "def make():\n    return torch.ones(2).to(DEV)\n"
        "def helper(t):\n    return np.asarray(t)\n"
        "g = helper\n"
        "def unrelated():\n    return 3\n"
        "print(g(make()))\n"
    )
    text = sliced(source)
    for needed in ("DEV = 'cuda'", "def make", "def helper", "g = helper", "print(g(make()))"):
        assert needed in text
    assert "unrelated" not in text
    assert same_findings(source, Settings())


def test_helpers_only_handed_to_other_libraries_do_not_keep_their_holders():
    # torch's OpInfo tables: reference functions passed to an imported class, lambdas.
    source = HEADER + (
        "from somewhere import OpInfo\n"
        "def reference(t):\n    return np.asarray(t)\n"
        "op_db = [OpInfo('a', ref=reference), OpInfo('b', ref=lambda t: t + 1, cond=np.lib.NumpyVersion('1.0') < '2.0')]\n"
    )
    text = sliced(source)
    assert "op_db" not in text and "def reference" in text
    same_findings(source, Settings())
    # A lambda that converts is a def that converts (the facts pass runs it): kept.
    converting = source.replace("lambda t: t + 1", "lambda t: np.exp(t)")
    assert "op_db" in sliced(converting)
    for settings in MODES:
        same_findings(converting, settings)


def test_callers_of_a_converting_lambda_are_kept():
    source = HEADER + (
        "to_np = lambda t: t.numpy()\n"
        "def unrelated():\n    return 1\n"
        "x = torch.ones(2).cuda()\n"
        "y = to_np(x)\n"
    )
    text = sliced(source)
    assert "y = to_np(x)" in text and "x = torch.ones(2).cuda()" in text and "unrelated" not in text
    for settings in MODES:
        assert same_findings(source, settings)


def test_a_statement_sharing_a_line_with_a_kept_one_is_kept():
    source = HEADER + "x = torch.ones(2).cuda(); unused = 1\nx.numpy()\n"
    assert sliced(source) == source


def test_fixes_apply_to_the_whole_text():
    source = HEADER + "x = torch.ones(2).cuda()\ndef filler():\n    return 1\nx.numpy()\n"
    assert "filler" not in sliced(source)
    fixed = fix_source(source, "p.py", Settings(), unsafe=False)
    assert fixed.fixed == 1 and "def filler():\n    return 1\n" in fixed.source
    assert "x.cpu().numpy()" in fixed.source


def _sliced_files(package: str, count: int) -> list[str]:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        pytest.skip(f"{package} is not installed")
    prefilter = for_settings_of(Settings())
    chosen = []
    for dirpath, dirnames, filenames in os.walk(list(spec.submodule_search_locations)[0]):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            if not name.endswith(".py") or os.path.getsize(path) > 150_000:
                continue
            source = open(path, encoding="utf-8").read()
            if not prefilter(source):
                continue
            try:
                tree = ast.parse(source)
            except SyntaxError:
                continue
            if prefilter.tree_may_convert(tree) and slice_source(source, tree, prefilter) != source:
                chosen.append((path, source))
    rng = random.Random(0)
    return rng.sample(chosen, min(count, len(chosen)))


@pytest.mark.slow
@pytest.mark.parametrize("package,count", [("torch", 25), ("transformers", 25)])
def test_real_files_give_the_same_findings_sliced_and_whole(package, count):
    for path, source in _sliced_files(package, count):
        for settings in (Settings(), Settings(strict=True)):
            on = check_source(source, path, settings)
            off = check_source(source, path, dataclasses.replace(settings, prefilter=False))
            assert on == off, path


def test_a_long_dropped_run_is_one_string_statement_over_the_same_lines():
    filler = "def filler(a):\n" + "    a += 1\n" * 8 + "    return a\n"
    source = (
        HEADER
        + "x = torch.ones(2).cuda()\n"
        + filler
        + "# a comment between two dropped statements\n\n"
        + filler.replace("filler", "other")
        + "class Model:\n"
        "\tdef unused(self):\n" + "\t\tpass\n" * 7 + "\tdef forward(self):\n\t\treturn x.numpy()\n"
        "Model().forward()\n"
    ).replace("\n", "\r\n")
    text = sliced(source)
    assert "filler" not in text and "other" not in text and "unused" not in text
    assert text.count("\r\n") == source.count("\r\n") and "\n" not in text.replace("\r\n", "")
    lines = text.split("\r\n")
    start = source.split("\r\n").index("def filler(a):")
    assert lines[start] == '"""' and lines[start + 1] == "" and lines[start + 2 * 10 + 1] == '"""'  # one string over both defs
    assert '\t"""' in lines  # the method's run, at the method's indentation
    module = ast.parse(text)
    assert sum(isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) for s in module.body) == 1
    [finding] = same_findings(source, Settings())
    assert finding.start.line == source.split("\r\n").index("\t\treturn x.numpy()") + 1


IN_PLACE_PROBES = {
    "module-to-device-in-method": "class R:\n    def __init__(self, model):\n        self.model = model\n        self.device = 'cuda'\n    def setup(self):\n        self.model.to(self.device)\n    def predict(self, x):\n        return self.model(x).detach().numpy()\n",
    "module-cuda-in-method": "class R:\n    def __init__(self, net):\n        self.net = net\n    def gpu(self):\n        self.net.cuda()\n    def predict(self, x):\n        with torch.no_grad():\n            return self.net(x).numpy()\n",
    "append-in-method": "class T:\n    def __init__(self):\n        self.history = []\n    def add(self, t):\n        self.history.append(t.cuda())\n    def plot(self):\n        return np.stack(self.history)\n",
    "bfloat16-in-method": "class R:\n    def __init__(self, net):\n        self.net = net\n    def half(self):\n        self.net.bfloat16()\n    def predict(self, x):\n        with torch.no_grad():\n            return self.net(x).numpy()\n",
    "setitem-in-method": "class S:\n    def __init__(self):\n        self.store = {}\n    def put(self, k, t):\n        self.store[k] = t.cuda()\n    def dump(self, k):\n        return self.store[k].numpy()\n",
}


@pytest.mark.parametrize("name", sorted(IN_PLACE_PROBES))
def test_in_place_changes_in_methods_survive_the_slicing(name):
    """A method that changes a `self.` attribute in place (tables.IN_PLACE_METHODS, or a
    subscript store) was blanked by the slicing, so every CLI run missed what the whole-file
    analysis reports (issue 12)."""
    source = "import torch\nimport numpy as np\n" + IN_PLACE_PROBES[name]
    whole = {(d.start.line, d.code) for d in check_source(source, "t.py", Settings(prefilter=False))}
    screened = {(d.start.line, d.code) for d in check_source(source, "t.py", Settings())}
    assert whole, "the probe must have a finding"
    assert screened == whole
