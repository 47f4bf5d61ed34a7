"""The language server: LSP messages in, the pipeline's diagnostics and fixes out.

Why this is the only module that knows pygls: everything it calls works on plain data
(snapshots, outcomes), so the rest is tested without a server and the editor protocol stays
in one place. Handlers run on the event loop and only take snapshots and publish; analyses
run on the scheduler's worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from tensorlint import __version__
from tensorlint.server import analysis, documents
from tensorlint.server.actions import KINDS, Actions, fix_all_action, wanted
from tensorlint.server.lsp_diagnostics import Converter
from tensorlint.server.options import EditorOptions, has_settings, read
from tensorlint.server.scheduler import CLOSED, Scheduler

log = logging.getLogger(__name__)
CONFIG_NAMES = ("pyproject.toml", "tensorlint.toml", ".tensorlint.toml")
_WARM_UP = "import torch\nx = torch.zeros(1, device='cuda')\nx.numpy()\n"


class TensorlintServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "tensorlint",
            __version__,
            text_document_sync_kind=types.TextDocumentSyncKind.Full,
            notebook_document_sync=types.NotebookDocumentSyncOptions(
                notebook_selector=[types.NotebookDocumentFilterWithCells(cells=[types.NotebookCellLanguage("python")], notebook="*")],
                save=True,
            ),
        )
        self.initial_options = EditorOptions()
        self.options = EditorOptions()
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tensorlint-analysis")
        self.scheduler: Scheduler = Scheduler(self.executor, self.live_version, self.publish)
        self.outcomes: dict[str, analysis.Outcome] = {}  # key -> the last published analysis
        self.published_uris: dict[str, set[str]] = {}  # key -> URIs that got diagnostics
        # key -> (version, options, URI -> fixed text): editors ask for code actions at each
        # cursor move, and the fix-all of an unchanged text is computed once.
        self.fixed: dict[str, tuple] = {}

    # ------------------------------------------------------------------ documents

    @property
    def encoding(self) -> str:
        encoding = self.workspace.position_encoding
        return str(getattr(encoding, "value", encoding) or "utf-16")

    def root(self) -> str | None:
        return self.workspace.root_path

    def live_version(self, key: str):
        notebook = self.workspace.get_notebook_document(notebook_uri=key)
        if notebook is not None:
            return notebook.version
        doc = self.workspace.text_documents.get(key)
        return doc.version if doc is not None else CLOSED

    def snapshot(self, key: str) -> documents.Snapshot | None:
        """The document (or notebook) `key` as it is now; None once it is closed."""
        notebook = self.workspace.get_notebook_document(notebook_uri=key)
        if notebook is not None:
            cells = []
            for cell in notebook.cells:
                doc = self.workspace.text_documents.get(cell.document)
                cells.append((cell.document, cell.kind == types.NotebookCellKind.Code, doc.source if doc else "", doc.language_id if doc else None))
            return documents.notebook_snapshot(key, notebook.version, cells, self.root())
        doc = self.workspace.text_documents.get(key)
        if doc is None:
            return None
        return documents.text_snapshot(key, doc.version, doc.source, self.root(), doc.language_id)

    def key_of(self, uri: str) -> str:
        """The key a document is analysed under: its notebook's URI for a cell."""
        notebook = self.workspace.get_notebook_document(cell_uri=uri)
        return notebook.uri if notebook is not None else uri

    def schedule(self, key: str, delay: float = 0.0) -> None:
        options = self.options
        self.scheduler.schedule(key, delay, lambda: self.snapshot(key), lambda snap: analysis.analyse(snap, options))

    def schedule_all(self) -> None:
        """Re-check every open document (settings or a configuration file changed; these
        come in bursts too, so the debounce applies)."""
        delay = self.options.debounce_ms / 1000
        keys = set(self.workspace.notebook_documents) | {
            uri for uri in self.workspace.text_documents if self.workspace.get_notebook_document(cell_uri=uri) is None
        }
        for key in sorted(keys):
            self.schedule(key, delay)

    def publish(self, outcome: analysis.Outcome) -> None:
        key = outcome.snapshot.key
        self.outcomes[key] = outcome
        by_uri = Converter(outcome, self.encoding).all()
        for gone in self.published_uris.get(key, set()) - set(by_uri):  # removed cells
            self.clear(gone)
        self.published_uris[key] = set(by_uri)
        for uri, diagnostics in by_uri.items():
            version = outcome.snapshot.version if uri == key else None
            self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version))

    def clear(self, uri: str) -> None:
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    def close(self, key: str) -> None:
        self.scheduler.cancel(key)
        self.outcomes.pop(key, None)
        self.fixed.pop(key, None)
        for uri in self.published_uris.pop(key, {key}):
            self.clear(uri)

    async def fixed_texts(self, snapshot: documents.Snapshot, options: EditorOptions) -> dict[str, str]:
        cached = self.fixed.get(snapshot.key)
        if cached is not None and cached[:2] == (snapshot.version, options):
            return cached[2]
        new_texts = await self.scheduler.run_now(snapshot, lambda s: analysis.fix_all(s, options))
        self.fixed[snapshot.key] = (snapshot.version, options, new_texts)
        return new_texts

    # ------------------------------------------------------------------ settings

    def set_options(self, payload, *, initial: bool = False) -> None:
        base = EditorOptions() if initial else self.initial_options
        options = read(payload, base)
        if initial:
            self.initial_options = options
        self.options = options
        for problem in options.problems:
            self.window_show_message(types.ShowMessageParams(types.MessageType.Warning, f"tensorlint: {problem}"))

    async def pull_options(self) -> bool:
        """Ask the client for the `tensorlint` section (`workspace/configuration`), as
        clients that keep settings per workspace expect; True when it sent some."""
        workspace = self.client_capabilities.workspace
        if not (workspace and workspace.configuration):
            return False
        try:
            result = await self.workspace_configuration_async(types.ConfigurationParams(items=[types.ConfigurationItem(section="tensorlint")]))
        except Exception as exc:  # a client that says it can and then cannot
            log.warning("workspace/configuration failed: %s", exc)
            return False
        if result and has_settings(result[0]):
            self.set_options(result[0])
            return True
        return False


server = TensorlintServer()


@server.feature(types.INITIALIZE)
def initialize(ls: TensorlintServer, params: types.InitializeParams) -> None:
    ls.set_options(params.initialization_options, initial=True)


@server.feature(types.INITIALIZED)
async def initialized(ls: TensorlintServer, params: types.InitializedParams) -> None:
    # Load libcst and the rules now, off the loop, so the first document is answered fast.
    ls.executor.submit(_warm_up)
    if await ls.pull_options():
        ls.schedule_all()  # documents opened meanwhile were checked with the old settings


def _warm_up() -> None:
    from tensorlint.config.settings import Settings
    from tensorlint.run.checker import check_source

    try:
        check_source(_WARM_UP, "warm_up.py", Settings())
    except Exception:  # a warm-up failure shows on the first real document instead
        pass


@server.feature(types.SHUTDOWN)
def shutdown(ls: TensorlintServer, *args) -> None:
    ls.scheduler.cancel_all()
    ls.executor.shutdown(wait=False, cancel_futures=True)


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: TensorlintServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.schedule(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: TensorlintServer, params: types.DidChangeTextDocumentParams) -> None:
    if ls.options.run == "onType":
        ls.schedule(params.text_document.uri, ls.options.debounce_ms / 1000)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: TensorlintServer, params: types.DidSaveTextDocumentParams) -> None:
    if params.text_document.uri.rsplit("/", 1)[-1] in CONFIG_NAMES:
        ls.schedule_all()  # a configuration changed: every open document may change
    elif params.text_document.uri in ls.workspace.text_documents:
        ls.schedule(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: TensorlintServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.close(params.text_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
def notebook_did_open(ls: TensorlintServer, params: types.DidOpenNotebookDocumentParams) -> None:
    ls.schedule(params.notebook_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
def notebook_did_change(ls: TensorlintServer, params: types.DidChangeNotebookDocumentParams) -> None:
    structure = params.change.cells.structure if params.change.cells else None
    if ls.options.run == "onType" or structure is not None:
        ls.schedule(params.notebook_document.uri, ls.options.debounce_ms / 1000)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
def notebook_did_save(ls: TensorlintServer, params: types.DidSaveNotebookDocumentParams) -> None:
    ls.schedule(params.notebook_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
def notebook_did_close(ls: TensorlintServer, params: types.DidCloseNotebookDocumentParams) -> None:
    ls.close(params.notebook_document.uri)
    for cell in params.cell_text_documents:
        ls.clear(cell.uri)


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
async def did_change_configuration(ls: TensorlintServer, params: types.DidChangeConfigurationParams) -> None:
    if has_settings(params.settings):
        ls.set_options(params.settings)
    elif not await ls.pull_options():
        ls.set_options({})  # the client has no tensorlint settings (any more)
    ls.schedule_all()


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls: TensorlintServer, params: types.DidChangeWatchedFilesParams) -> None:
    if any(change.uri.rsplit("/", 1)[-1] in CONFIG_NAMES for change in params.changes):
        ls.schedule_all()


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(code_action_kinds=KINDS, resolve_provider=False))
async def code_action(ls: TensorlintServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
    uri = params.text_document.uri
    key = ls.key_of(uri)
    outcome = ls.outcomes.get(key)
    options = ls.options
    if outcome is None or outcome.snapshot.version != ls.live_version(key) or outcome.options != options:
        snap = ls.snapshot(key)
        if snap is None:
            return None
        outcome = await ls.scheduler.run_now(snap, lambda s: analysis.analyse(s, options))
    converter = Converter(outcome, ls.encoding)
    version = outcome.snapshot.version if uri == key else ls.workspace.get_text_document(uri).version
    only = params.context.only
    out: list[types.CodeAction] = []
    if wanted(types.CodeActionKind.QuickFix, only):
        actions = Actions(converter, uri, version, options.unsafe_fixes)
        at = actions.at(params.range)
        out += actions.quick_fixes(at) + actions.noqa(at)
    if wanted("source.fixAll.tensorlint", only) and any(d.fix and d.fix.safety == "safe" for ds in outcome.by_uri.values() for d in ds):
        new_texts = await ls.fixed_texts(outcome.snapshot, options)
        versions = {u: (outcome.snapshot.version if u == key else ls.workspace.get_text_document(u).version) for u in new_texts}
        action = fix_all_action(new_texts, converter, versions)
        if action is not None:
            out.append(action)
    return out or None


def start_io() -> None:
    """Serve one editor over standard input and output until it says `exit`."""
    asyncio.set_event_loop(asyncio.new_event_loop())
    server.start_io()
