"""The server's plain-data parts, without a server: scheduling, positions, editor options,
and what the core install does not import."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest

from tensorlint.config.pyproject import ConfigError
from tensorlint.server import options as editor_options
from tensorlint.server.documents import notebook_snapshot, uri_to_path
from tensorlint.server.positions import LineIndex, line_diff, units
from tensorlint.server.scheduler import CLOSED, Scheduler


@dataclass(frozen=True)
class Snap:
    key: str
    version: int


def _run_scheduler(body):
    executor = ThreadPoolExecutor(1)
    try:
        return asyncio.run(body(executor))
    finally:
        executor.shutdown(wait=True)


def test_a_result_for_a_version_the_document_no_longer_has_is_dropped():
    versions = {"a": 1}
    published = []
    started, release = threading.Event(), threading.Event()

    def slow(snap):
        started.set()
        assert release.wait(10)
        return snap

    async def body(executor):
        s = Scheduler(executor, lambda k: versions.get(k, CLOSED), published.append)
        task = s.schedule("a", 0, lambda: Snap("a", 1), slow)
        await asyncio.get_running_loop().run_in_executor(None, started.wait)
        # The loop is free while the analysis runs: a message can be read meanwhile.
        t0 = time.monotonic()
        await asyncio.sleep(0.01)
        assert time.monotonic() - t0 < 1
        versions["a"] = 2  # a change arrived (onSave mode: it schedules nothing)
        release.set()
        await task
        return s

    s = _run_scheduler(body)
    assert published == [] and s.dropped == 1


def test_a_newer_schedule_replaces_a_waiting_one_and_only_it_is_published():
    versions = {"a": 1}
    published = []
    analysed = []

    def record(snap):
        analysed.append(snap.version)
        return snap

    async def body(executor):
        s = Scheduler(executor, lambda k: versions.get(k, CLOSED), published.append)
        for v in (1, 2, 3):
            versions["a"] = v
            task = s.schedule("a", 0.2, lambda v=v: Snap("a", v), record)
            await asyncio.sleep(0.01)
        await task
        return s

    _run_scheduler(body)
    assert analysed == [3] and published == [Snap("a", 3)]


def test_a_closed_document_publishes_nothing():
    published = []

    async def body(executor):
        s = Scheduler(executor, lambda k: CLOSED, published.append)
        await s.schedule("a", 0, lambda: Snap("a", 1), lambda snap: snap)

    _run_scheduler(body)
    assert published == []


# --------------------------------------------------------------------------- positions


def test_units_per_encoding():
    assert units("a\U0001f600b") == 4
    assert units("a\U0001f600b", "utf-8") == 6
    assert units("a\U0001f600b", "utf-32") == 3
    assert units("é", "utf-8") == 2


def test_line_index_splits_lines_as_lsp_does_not_at_form_feeds():
    text = "a = 1\x0c\nb\u2028c = 2\r\nd = 3"
    index = LineIndex(text)
    assert index.bodies == ["a = 1\x0c", "b\u2028c = 2", "d = 3"]
    assert index.to_client(3, 3) == (2, 2)
    assert index.to_server(2, 2) == (3, 3)
    assert index.end() == (2, 5)
    assert LineIndex("x\n").end() == (1, 0)


def test_line_diff_replaces_only_changed_lines():
    old = "a\nb\nc\nd\n"
    (start_line, start_char, end_line, end_char), text = line_diff(old, "a\nB\nc\nd\n")
    assert (start_line, start_char, end_line, end_char, text) == (1, 0, 2, 0, "B\n")
    assert line_diff(old, old) is None
    # A change on a last line without a newline ends at the end of the text.
    assert line_diff("a\nb", "a\nbb") == ((1, 0, 1, 1), "bb")


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize(
    "payload",
    [
        {"ignore": ["TL001"]},
        {"settings": {"ignore": ["TL001"]}},
        {"tensorlint": {"ignore": ["TL001"]}},
        {"settings": {"tensorlint": {"ignore": ["TL001"]}}},
        {"settings": {"tensorlint": {"ignore": "TL001"}}},
    ],
)
def test_editor_payload_shapes(payload):
    assert editor_options.read(payload).ignore == ("TL001",)


def test_editor_option_names_and_bad_values():
    opts = editor_options.read({"extend-select": ["TL9"], "unsafe_fixes": True, "debounceMs": 50, "run": "sometimes", "strict": "yes", "editorThing": 1})
    assert opts.extend_select == ("TL9",) and opts.unsafe_fixes and opts.debounce_ms == 50
    assert opts.run == "onType" and opts.strict is False
    assert len(opts.problems) == 2 and any("run" in p for p in opts.problems)


def test_editor_options_apply_over_the_files_configuration(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.tensorlint]\nignore = ["TL004"]\nstrict = true\n')
    settings = editor_options.settings_for(editor_options.read({"ignore": ["TL001"]}), str(tmp_path / "m.py"))
    assert not settings.is_enabled("TL001") and not settings.is_enabled("TL004") and settings.strict
    isolated = editor_options.settings_for(editor_options.read({"isolated": True}), str(tmp_path / "m.py"))
    assert isolated.is_enabled("TL004") and not isolated.strict
    (tmp_path / "pyproject.toml").write_text("[tool.tensorlint]\nstrict = 3\n")
    with pytest.raises(ConfigError):
        editor_options.settings_for(editor_options.EditorOptions(), str(tmp_path / "m.py"))


# --------------------------------------------------------------------------- documents


def test_uri_to_path():
    assert uri_to_path("file:///home/u/a%20b/m.py") == "/home/u/a b/m.py"
    assert uri_to_path("untitled:Untitled-1", "/proj") == "/proj/Untitled-1.py"


def test_notebook_cells_keep_the_cli_numbering():
    snap = notebook_snapshot("file:///p/nb.ipynb", 3, [("c1", True, "import torch", "python"), ("c2", False, "# md", "markdown"), ("c3", True, "select 1", "sql")])
    assert [c.code for c in snap.cells] == [True, False, False]
    assert snap.path == "/p/nb.ipynb" and snap.uri_of_cell(2) == "c2"


# --------------------------------------------------------------------------- imports


def test_core_import_and_check_never_load_pygls(tmp_path):
    (tmp_path / "m.py").write_text("import torch\nx = torch.ones(2).cuda()\nx.numpy()\n")
    probe = (
        "import sys\n"
        "import tensorlint\n"
        "from tensorlint.cli.app import main\n"
        "try:\n"
        "    main(['check', '--no-cache', 'm.py'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('LOADED', sorted(m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol', 'cattrs', 'flake8')))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert "TL001" in out and "LOADED []" in out, out


def test_server_without_the_extra_says_how_to_install_it(tmp_path):
    probe = "import sys\nsys.modules['pygls'] = None\nfrom tensorlint.cli.app import main\nmain(['server'])\n"
    r = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert r.returncode == 2
    assert 'pip install "tensorlint[server]"' in r.stderr


def test_core_dependencies_have_no_server_packages():
    from pathlib import Path

    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"]
    core = " ".join(project["dependencies"]).lower()
    assert "pygls" not in core and "lsprotocol" not in core
    assert any(d.startswith("pygls") for d in project["optional-dependencies"]["server"])
