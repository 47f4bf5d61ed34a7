"""`tensorlint server` driven as an editor drives it: a subprocess, JSON-RPC over stdio."""

from __future__ import annotations

import textwrap
import time

import pytest

from tensorlint.config.settings import Settings
from tensorlint.run.checker import fix_source
from tests.server.lsp_client import LspClient, apply_edits

CUDA = textwrap.dedent(
    """\
    import torch

    x = torch.randn(3, device="cuda")
    y = x.numpy()
    """
)
CLEAN = CUDA.replace("x.numpy()", "x.cpu().numpy()")
BF16 = "import torch\n\nw = torch.randn(3, dtype=torch.bfloat16)\nv = w.numpy()\n"


@pytest.fixture
def client(tmp_path):
    clients = []

    def start(options=None, **kwargs):
        c = LspClient(tmp_path, **kwargs)
        clients.append(c)
        response = c.initialize(tmp_path, options)
        assert "result" in response, response
        return c

    yield start
    for c in clients:
        c.kill()


def _codes(params):
    return sorted(d["code"] for d in params["diagnostics"] if "code" in d)


def _action(client, uri, line, character=0, only=None, diagnostics=()):
    context = {"diagnostics": list(diagnostics)}
    if only:
        context["only"] = only
    response = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": uri}, "range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character}}, "context": context},
    )
    assert "error" not in response, response
    return response["result"] or []


def _edits_for(action, uri):
    changes = action["edit"]["documentChanges"]
    return [e for change in changes if change["textDocument"]["uri"] == uri for e in change["edits"]]


def test_capabilities_announce_sync_notebooks_and_fix_all(tmp_path):
    c = LspClient(tmp_path)
    try:
        caps = c.initialize(tmp_path)["result"]["capabilities"]
        assert caps["textDocumentSync"]["change"] == 1  # full text: no line-splitting disagreements
        assert caps["notebookDocumentSync"]["notebookSelector"][0]["cells"] == [{"language": "python"}]
        assert {"quickfix", "source.fixAll.tensorlint"} <= set(caps["codeActionProvider"]["codeActionKinds"])
        assert c.shutdown() == 0
    finally:
        c.kill()


def test_open_publishes_tl001_with_evidence_link_and_source(client, tmp_path):
    c = client()
    uri = c.open(tmp_path / "m.py", CUDA)
    params = c.diagnostics(uri)
    assert params["version"] == 1
    [d] = params["diagnostics"]
    assert d["code"] == "TL001"
    assert d["source"] == "tensorlint"
    assert d["codeDescription"]["href"].endswith("/docs/rules/TL001.md")
    assert d["range"] == {"start": {"line": 3, "character": 4}, "end": {"line": 3, "character": 13}}
    assert d["severity"] == 2
    [related] = d["relatedInformation"]
    assert related["location"]["uri"] == uri
    assert related["location"]["range"]["start"] == {"line": 2, "character": 0}  # x = torch.randn(..., device="cuda")
    assert "cuda" in related["message"]
    assert c.shutdown() == 0


def test_quick_fix_applied_makes_the_diagnostic_go(client, tmp_path):
    c = client()
    uri = c.open(tmp_path / "m.py", CUDA)
    [d] = c.diagnostics(uri)["diagnostics"]
    actions = _action(c, uri, 3, 6, diagnostics=[d])
    fix = next(a for a in actions if a["kind"] == "quickfix" and "cpu" in a["title"])
    assert fix["isPreferred"] is True
    assert fix["edit"]["documentChanges"][0]["textDocument"] == {"uri": uri, "version": 1}
    new = apply_edits(CUDA, _edits_for(fix, uri))
    assert new == CLEAN
    c.change(uri, new, 2)
    assert c.diagnostics(uri, version=2)["diagnostics"] == []


def test_noqa_action_suppresses(client, tmp_path):
    c = client()
    uri = c.open(tmp_path / "m.py", CUDA)
    c.diagnostics(uri)
    [noqa] = [a for a in _action(c, uri, 3, 6) if a["title"].startswith("Add `# noqa")]
    new = apply_edits(CUDA, _edits_for(noqa, uri))
    assert new.splitlines()[3] == "y = x.numpy()  # noqa: TL001"
    c.change(uri, new, 2)
    assert c.diagnostics(uri, version=2)["diagnostics"] == []


def test_fix_all_is_check_fix_on_the_open_text(client, tmp_path):
    text = CUDA + "z = x.numpy()\n" + "\n# unrelated\n"
    c = client()
    uri = c.open(tmp_path / "m.py", text)
    assert _codes(c.diagnostics(uri)) == ["TL001", "TL001"]
    [fix_all] = _action(c, uri, 0, only=["source.fixAll"])
    assert fix_all["kind"] == "source.fixAll.tensorlint"
    new = apply_edits(text, _edits_for(fix_all, uri))
    assert new == fix_source(text, str(tmp_path / "m.py"), Settings(), unsafe=False).source
    assert "x.cpu().numpy()" in new and "# unrelated" in new
    # Asked only for the fix-all on save, no quick fixes come back.
    assert all(a["kind"] == "source.fixAll.tensorlint" for a in _action(c, uri, 3, 6, only=["source.fixAll"]))


def test_unsafe_fixes_offered_only_when_enabled_and_labelled(client, tmp_path):
    c = client()
    uri = c.open(tmp_path / "m.py", BF16)
    assert _codes(c.diagnostics(uri)) == ["TL004"]
    assert [a["title"] for a in _action(c, uri, 3, 6) if "noqa" not in a["title"]] == []
    c2 = client({"unsafeFixes": True})
    uri2 = c2.open(tmp_path / "n.py", BF16)
    c2.diagnostics(uri2)
    [unsafe] = [a for a in _action(c2, uri2, 3, 6) if "noqa" not in a["title"]]
    assert unsafe["title"].endswith("(unsafe)") and "float" in unsafe["title"]
    assert unsafe.get("isPreferred") is not True
    assert apply_edits(BF16, _edits_for(unsafe, uri2)).splitlines()[3] == "v = w.float().numpy()"


def test_settings_from_pyproject_initialization_options_and_configuration_changes(client, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.tensorlint]\nignore = ["TL004"]\n')
    both = BF16 + "x = torch.zeros(2, device='cuda')\nx.numpy()\n"
    c = client({"settings": {"strict": False}})
    uri = c.open(tmp_path / "m.py", both)
    assert _codes(c.diagnostics(uri)) == ["TL001"]  # the file's [tool.tensorlint] ignores TL004
    c.notify("workspace/didChangeConfiguration", {"settings": {"tensorlint": {"ignore": ["TL001"]}}})
    assert _codes(c.diagnostics(uri)) == []
    c.notify("workspace/didChangeConfiguration", {"settings": {"tensorlint": {"select": ["TL004"]}}})
    assert _codes(c.diagnostics(uri)) == ["TL004"]  # as --select: starts the selection over
    c3 = client({"extendSelect": "TL", "ignore": ["TL001"]})
    uri3 = c3.open(tmp_path / "n.py", both)
    assert _codes(c3.diagnostics(uri3)) == []


def test_settings_pulled_with_workspace_configuration(client, tmp_path):
    answers = {"workspace/configuration": [{"ignore": ["TL001"]}]}
    c = client(answers=answers)
    uri = c.open(tmp_path / "m.py", CUDA)

    def publish_with(codes):
        def match(m):
            p = m.get("params") or {}
            return m.get("method") == "textDocument/publishDiagnostics" and p.get("uri") == uri and _codes(p) == codes

        return match

    c.wait_for(publish_with([]), "diagnostics with the pulled settings")  # asked for after `initialized`
    answers["workspace/configuration"] = [{"select": ["TL"]}]
    c.notify("workspace/didChangeConfiguration", {"settings": None})  # "ask me"
    c.wait_for(publish_with(["TL001"]), "diagnostics with the new settings")
    assert [r["method"] for r in c.server_requests] == ["workspace/configuration"] * 2
    assert c.server_requests[0]["params"]["items"] == [{"section": "tensorlint"}]


def test_bad_setting_is_shown_and_the_rest_still_applies(client, tmp_path):
    c = client({"select": ["TL0X9"], "ignore": ["TL001"]})
    message = c.wait_for(lambda m: m.get("method") == "window/showMessage", "showMessage")
    assert "TL0X9" in message["params"]["message"]
    uri = c.open(tmp_path / "m.py", CUDA)
    assert _codes(c.diagnostics(uri)) == []


def test_changes_are_debounced_and_only_the_latest_version_is_published(client, tmp_path):
    c = client({"debounceMs": 800})
    uri = c.open(tmp_path / "m.py", CLEAN)
    assert c.diagnostics(uri)["diagnostics"] == []
    for version in range(2, 7):  # typing: a change every 20 ms
        c.change(uri, CUDA if version % 2 else CLEAN + f"# {version}\n", version)
        time.sleep(0.02)
    last_change = time.monotonic()
    assert c.diagnostics(uri)["version"] == 6
    assert time.monotonic() - last_change >= 0.7  # the debounce was waited out
    assert [m for m in c.drain(1.0) if m.get("method") == "textDocument/publishDiagnostics"] == []
    c.change(uri, CUDA, 7)
    assert _codes(c.diagnostics(uri, version=7)) == ["TL001"]


def test_on_save_mode_waits_for_save(client, tmp_path):
    c = client({"run": "onSave"})
    uri = c.open(tmp_path / "m.py", CLEAN)
    c.diagnostics(uri)
    c.change(uri, CUDA, 2)
    assert [m for m in c.drain(0.8) if m.get("method") == "textDocument/publishDiagnostics"] == []
    c.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert _codes(c.diagnostics(uri, version=2)) == ["TL001"]


def test_close_clears_the_diagnostics(client, tmp_path):
    c = client()
    uri = c.open(tmp_path / "m.py", CUDA)
    assert c.diagnostics(uri)["diagnostics"]
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert c.diagnostics(uri)["diagnostics"] == []


def test_utf16_columns(client, tmp_path):
    text = CUDA.replace("y = x.numpy()", "y = ('\U0001f600', x.numpy())")
    c = client()
    uri = c.open(tmp_path / "m.py", text)
    [d] = c.diagnostics(uri)["diagnostics"]
    # The emoji is one code point (tensorlint's column 10) and two UTF-16 units.
    assert d["range"]["start"] == {"line": 3, "character": 11}
    [fix] = [a for a in _action(c, uri, 3, 12) if "cpu" in a["title"]]
    assert apply_edits(text, _edits_for(fix, uri)).splitlines()[3] == "y = ('\U0001f600', x.cpu().numpy())"


def test_unanalysable_file_gives_one_diagnostic_and_the_server_lives_on(client, tmp_path):
    deep = CUDA + "z = " + "-" * 10_000 + "a\n"  # as tests/test_hostile.py: past the nesting guard
    c = client()
    uri = c.open(tmp_path / "deep.py", deep)
    [d] = c.diagnostics(uri)["diagnostics"]
    assert d["severity"] == 1 and d["source"] == "tensorlint"
    assert "could not analyse" in d["message"] and "nested" in d["message"]
    broken = c.open(tmp_path / "broken.py", "import torch\ndef f(:\n")
    assert _codes(c.diagnostics(broken)) == ["TL999"]
    ok = c.open(tmp_path / "m.py", CUDA)
    assert _codes(c.diagnostics(ok)) == ["TL001"]
    assert c.shutdown() == 0


def test_bad_configuration_file_is_one_diagnostic(client, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.tensorlint]\nselect = ["NOPE"]\n')
    c = client()
    uri = c.open(tmp_path / "m.py", CUDA)
    [d] = c.diagnostics(uri)["diagnostics"]
    assert "bad configuration" in d["message"] and "NOPE" in d["message"]
    (tmp_path / "pyproject.toml").write_text('[tool.tensorlint]\nselect = ["TL"]\n')
    c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (tmp_path / "pyproject.toml").as_uri(), "type": 2}]})
    assert _codes(c.diagnostics(uri)) == ["TL001"]


def test_only_python_documents_are_analysed(client, tmp_path):
    c = client()
    toml = (tmp_path / "pyproject.toml").as_uri()
    c.notify("textDocument/didOpen", {"textDocument": {"uri": toml, "languageId": "toml", "version": 1, "text": "[tool.x]\n"}})
    # JupyterLab-LSP's virtual document: a notebook's cells joined, as Python, named .ipynb.
    virtual = (tmp_path / ".virtual_documents" / "nb.ipynb").as_uri()
    c.notify("textDocument/didOpen", {"textDocument": {"uri": virtual, "languageId": "python", "version": 1, "text": CUDA}})
    assert _codes(c.diagnostics(virtual)) == ["TL001"]
    published = [m["params"]["uri"] for m in c.drain(0.5) if m.get("method") == "textDocument/publishDiagnostics"]
    assert toml not in published


def test_code_actions_follow_a_settings_change_at_once(client, tmp_path):
    c = client({"debounceMs": 1500})
    uri = c.open(tmp_path / "m.py", CUDA)
    assert _codes(c.diagnostics(uri)) == ["TL001"]
    assert any("cpu" in a["title"] for a in _action(c, uri, 3, 6))
    c.notify("workspace/didChangeConfiguration", {"settings": {"tensorlint": {"ignore": ["TL001"], "debounceMs": 1500}}})
    # Asked before the new diagnostics arrive: the answer already uses the new settings.
    assert _action(c, uri, 3, 6) == []
    assert _action(c, uri, 0, only=["source.fixAll"]) == []


def test_evidence_in_another_file_of_the_project_points_there(client, tmp_path):
    """A helper opened in the editor: its caller in train.py is read from disk, and the
    evidence that makes the helper's conversion a bug is related information in train.py."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (tmp_path / "train.py").write_text(
        "import torch\nfrom helpers import to_np\n\nx = torch.ones(2, device='cuda')\nprint(to_np(x))\n"
    )
    helper = "import torch\n\n\ndef to_np(t):\n    return t.numpy()\n"
    (tmp_path / "helpers.py").write_text(helper)  # an opened file is on disk too
    c = client()
    uri = c.open(tmp_path / "helpers.py", helper)
    [d] = c.diagnostics(uri)["diagnostics"]
    assert d["code"] == "TL001"
    train = (tmp_path / "train.py").resolve().as_uri()
    places = [(r["location"]["uri"], r["location"]["range"]["start"]["line"]) for r in d["relatedInformation"]]
    assert (train, 4) in places and (train, 3) in places  # the call, and the CUDA tensor
    assert c.shutdown() == 0
