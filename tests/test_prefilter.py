"""The prefilter never changes findings: texts it rules out have none, and prefiltered and
exhaustive runs agree, on examples, on the fixtures and on a sample of an installed package."""

from __future__ import annotations

import dataclasses
import importlib.util
import os
from pathlib import Path

import pytest

from tensorlint.files import discovery
from tensorlint.run import many_files
from tensorlint.run import one_file
from tensorlint.run.checker import check_source
from tensorlint.screen.prefilter import SINK_ROOTS, may_have_findings
from tensorlint.config.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
EXHAUSTIVE = Settings(prefilter=False)


def both(source: str, settings: Settings = Settings()) -> tuple[list, list]:
    return (
        check_source(source, "m.py", settings),
        check_source(source, "m.py", dataclasses.replace(settings, prefilter=False)),
    )


@pytest.mark.parametrize(
    "source",
    [
        "import numpy as np\nx = np.zeros(3)\n",  # no torch import: out of scope
        "import torch\nx = torch.ones(2, device='cuda')\nprint(x.sum())\n",  # no conversion site
        "import torch  # uses numpy semantics\n",  # the word in a comment is not an import
        "from .torch import numpy_helper\n",  # relative import: not torch
        "import torch\nstep = optimizer.step()\n",  # a plotting name on a non-Axes receiver
    ],
)
def test_texts_that_cannot_have_findings_are_ruled_out(source):
    assert not may_have_findings(source)
    assert both(source) == ([], [])


@pytest.mark.parametrize(
    "source",
    [
        "import torch\nx = torch.ones(2).cuda()\nx.numpy()\n",
        "import torch\nx = torch.ones(2).cuda()\n(x.\n   numpy())\n",
        "import torch\nx = torch.ones(2).cuda()\nx.\\\nnumpy()\n",
        "import os, \\\n    torch\nx = torch.ones(2).cuda()\nx.numpy()\n",
        "from torch import ones\nimport numpy as np\nnp.asarray(ones(2).cuda())\n",
        "import torch\nfrom numpy import asarray as aa\naa(torch.ones(2).cuda())\n",
        "import torch\nimport matplotlib.pyplot as plt\nplt.plot(torch.ones(2).cuda())\n",
        "import torch\nax.plot(torch.ones(2).cuda())\n",
        "import torch\nself.AXES[0].imshow(torch.ones(2).cuda())\n",
        "import torch\nimport pandas as pd\npd.DataFrame(torch.ones(2).cuda())\n",
    ],
)
def test_texts_with_findings_pass(source):
    assert may_have_findings(source)
    prefiltered, exhaustive = both(source)
    assert prefiltered == exhaustive and prefiltered


def test_sink_roots_come_from_the_tables():
    assert {"numpy", "matplotlib", "pandas", "sklearn", "torchvision", "PIL"} <= SINK_ROOTS


def test_configured_sinks_and_device_sources_widen_the_filter():
    bare = "import torch\nx = torch.ones(2).cuda()\nsave_array(x)\n"
    dotted = "import torch\nfrom myio import save\nx = torch.ones(2).cuda()\nsave(x)\n"
    assert not may_have_findings(bare) and not may_have_findings(dotted)
    settings = Settings(extend_sinks=("save_array", "myio.save"))
    for source in (bare, dotted):
        assert may_have_findings(source, settings)
        prefiltered, exhaustive = both(source, settings)
        assert prefiltered == exhaustive and prefiltered
    helper = "from mypkg.dev import to_gpu\nimport numpy as np\nnp.asarray(to_gpu(x))\n"
    assert not may_have_findings(helper)
    with_helper = Settings(extend_device_sources=("mypkg.dev.to_gpu",))
    assert may_have_findings(helper, with_helper)
    assert both(helper, with_helper)[0] == both(helper, with_helper)[1]


def test_force_torch_skips_the_scope_test():
    source = "import numpy as np\nnp.asarray(x.cuda())\n"
    assert not may_have_findings(source)
    assert may_have_findings(source, Settings(force_torch=True))


@pytest.mark.parametrize(
    "source",
    [
        "def f(:\n    pass\n",  # CPython and libcst both reject: the same TL999
        "import numpy\nx = (1,\n",
        "x = 1\n  y = 2\n",
        "def f[T](x: T) -> T:\n    return x\n",  # 3.12 syntax: libcst decides on 3.11
        "print 'hello'\n",
        "x = 1\0\n",
    ],
)
def test_syntax_errors_are_reported_for_skipped_texts_as_for_analysed_ones(source):
    assert not may_have_findings(source)
    prefiltered, exhaustive = both(source)
    assert prefiltered == exhaustive


def test_fixtures_are_identical_with_and_without_prefilter():
    fixtures = ROOT / "fixtures"
    if not fixtures.is_dir():
        pytest.skip("no fixtures")
    found = discovery.discover([str(fixtures)])
    on = many_files.run(found, one_file.RunOptions(Settings())).diagnostics
    off = many_files.run(found, one_file.RunOptions(EXHAUSTIVE)).diagnostics
    assert on == off and on


def _sample(package: str, count: int) -> list[str]:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        pytest.skip(f"{package} is not installed")
    root = list(spec.submodule_search_locations)[0]
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        files.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".py"))
    small = [f for f in files if os.path.getsize(f) < 60_000]  # keep the exhaustive run short
    step = max(1, len(small) // count)
    return small[::step][:count]


@pytest.mark.slow
@pytest.mark.parametrize("package,count", [("torch", 250), ("transformers", 120)])
def test_real_corpus_identical_with_and_without_prefilter(package, count):
    files = _sample(package, count)
    found = discovery.DiscoveryResult(files=[(f, f) for f in files], missing=[], walk_errors=[])
    on = many_files.run(found, one_file.RunOptions(Settings()), jobs=2)
    off = many_files.run(found, one_file.RunOptions(EXHAUSTIVE), jobs=2)
    assert [r.internal_error for r in on.results if r.internal_error] == []
    assert on.diagnostics == off.diagnostics
    skipped = sum(1 for f in files if not may_have_findings(Path(f).read_text(encoding="utf-8")))
    assert skipped > count // 2  # the sample exercises the prefilter's "no"


@pytest.mark.parametrize(
    "receiver,may_be_axes",
    [
        ("ax.plot(", True),
        ("self.ax.plot(", True),
        ("axes[0][1].imshow(", True),
        ("self.axes[i].bar(", True),
        ("x = PLT.bar(", True),
        ("(foo.\n   ax).plot(", True),
        ("f(x).plot(", True),  # not followed: maybe
        ('axs["a"].plot(', True),  # a string in the subscript: maybe
        ("optimizer.step(", False),
        ("self.opt.step(", False),
        ("foo.ax.plot(", False),
        ("self[0].ax.plot(", False),
        ("a.b[c.d].plot(", False),
        ("x.\\\n  step(", False),
    ],
)
def test_axes_receiver_is_read_as_the_analysis_reads_it(receiver, may_be_axes):
    from tensorlint.screen.prefilter import _may_be_axes

    assert _may_be_axes(receiver, receiver.rindex(".")) is may_be_axes


# --- the second stage, on CPython's tree -------------------------------------------------


def _tree_stage(source: str, settings: Settings = Settings()) -> bool:
    import ast

    from tensorlint.screen.prefilter import for_settings_of

    prefilter = for_settings_of(settings)
    assert prefilter(source), "the first stage must let these through"
    return prefilter.tree_may_convert(ast.parse(source))


@pytest.mark.parametrize(
    "source",
    [
        'import torch\nimport numpy as np\n"""Call x.numpy() or np.asarray(x)."""\n',  # words in a docstring
        "import torch\nimport numpy as np\nDTYPE = np.float32\n",  # numpy used, never called
        "import torch\nimport numpy as np\ndef f(x: np.ndarray) -> np.ndarray: ...\n",  # annotations only
        "import torch\nfrom numpy import pi\nx = torch.ones(2).cuda() * pi\n",  # numpy value, no call
        "import torch\n# x.numpy()\nimport matplotlib\n",
    ],
)
def test_second_stage_rules_out_words_that_are_not_conversions(source):
    assert not _tree_stage(source)
    assert both(source) == ([], [])


@pytest.mark.parametrize(
    "source",
    [
        "import torch\nx = torch.ones(2).cuda()\nx.numpy()\n",
        "import torch\nimport numpy as np\nnp.asarray(torch.ones(2).cuda())\n",
        "import torch\nimport numpy.linalg as la\nla.norm(torch.ones(2).cuda())\n",
        "import torch\nfrom numpy import asarray as aa\naa(torch.ones(2).cuda())\n",
        "import torch\ndef f():\n    import numpy as np\n    return np.array(torch.ones(2).cuda())\n",
        "import torch\nfrom tensorlint import to_numpy\na = to_numpy(torch.ones(2))\na[0] = torch.ones(1).cuda()\n",
        "import torch\nimport matplotlib.pyplot as plt\nfig, q = plt.subplots()\nq.plot(torch.ones(2).cuda())\n",
        "import torch\nimport numpy\nself.axes[0].imshow(torch.ones(2).cuda())\n",
    ],
)
def test_second_stage_keeps_every_conversion(source):
    assert _tree_stage(source)
    prefiltered, exhaustive = both(source)
    assert prefiltered == exhaustive and prefiltered


def test_second_stage_keeps_configured_sinks():
    source = "import torch\nimport numpy\nx = torch.ones(2).cuda()\nsave_array(x)\n"
    settings = Settings(extend_sinks=("save_array",))
    assert _tree_stage(source, settings)
    prefiltered, exhaustive = both(source, settings)
    assert prefiltered == exhaustive and prefiltered


def test_libcst_is_imported_only_for_a_file_that_needs_it(tmp_path):
    """A run whose files are all ruled out (text test, CPython's tree) never imports libcst:
    about a quarter of a second of every such pre-commit run. A file with a conversion does."""
    import subprocess
    import sys

    (tmp_path / "plain.py").write_text("import os\nprint(os.sep)\n")
    (tmp_path / "words.py").write_text('import torch\n"""x.numpy() in a docstring"""\n')
    (tmp_path / "stub.pyi").write_text("import torch\ndef f(x: torch.Tensor) -> None: ...\n")
    (tmp_path / "bug.py").write_text("import torch\nx = torch.ones(2, device='cuda')\ny = x.numpy()\n")

    def loaded(*paths: str) -> str:
        probe = (
            "import sys\n"
            "from tensorlint.cli.app import main\n"
            "try:\n"
            f"    main(['check', '--exit-zero', '--no-cache', '--jobs', '1', *{list(paths)!r}])\n"
            "except SystemExit:\n"
            "    pass\n"
            "print('LIBCST', 'libcst' in sys.modules)\n"
        )
        return subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, check=True, capture_output=True, text=True).stdout

    assert "LIBCST False" in loaded("plain.py", "words.py", "stub.pyi")
    out = loaded("plain.py", "bug.py")
    assert "LIBCST True" in out and "bug.py:3" in out
