"""Code actions: each fix as a quick fix, "Add `# noqa`", and fix-all on save.

Why these three, as ruff's server offers them: a quick fix applies the same edit `--fix`
would (one action for the diagnostics of one conversion that share it: TL001 and TL002's
`.detach().cpu()`); unsafe fixes (they change a dtype, or make a conversion explicit) are
offered only when the editor's `unsafeFixes` is on, and say "(unsafe)". `source.fixAll.
tensorlint` is `tensorlint check --fix` on the open text (safe fixes only), so it can run on
save. Edits carry the document's version, so an editor applies none to text that changed.
"""

from __future__ import annotations

from lsprotocol import types

from tensorlint.diagnostics import Diagnostic
from tensorlint.run import suppressions
from tensorlint.server.lsp_diagnostics import Converter, lsp_range
from tensorlint.server.positions import line_diff

FIX_ALL_KIND = "source.fixAll.tensorlint"
KINDS = [types.CodeActionKind.QuickFix, types.CodeActionKind.SourceFixAll, FIX_ALL_KIND]
NO_NOQA = ("TL900", "TL999")


def wanted(kind: str, only: list[str] | None) -> bool:
    """LSP's kind filter: `source.fixAll` asks for `source.fixAll.tensorlint` too."""
    return not only or any(kind == o or kind.startswith(o + ".") for o in only)


def _overlaps(a: types.Range, b: types.Range) -> bool:
    def key(p):
        return (p.line, p.character)

    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


def _document_edit(uri: str, version: int | None, edits: list[types.TextEdit]) -> types.TextDocumentEdit:
    return types.TextDocumentEdit(types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version), edits)


def text_edit(diff: tuple[tuple[int, int, int, int], str]) -> types.TextEdit:
    (l0, c0, l1, c1), text = diff
    return types.TextEdit(types.Range(types.Position(l0, c0), types.Position(l1, c1)), text)


class Actions:
    """The code actions of one document (or notebook cell) of an analysed snapshot."""

    def __init__(self, converter: Converter, uri: str, version: int | None, unsafe_fixes: bool):
        self.converter = converter
        self.uri = uri
        self.version = version
        self.unsafe_fixes = unsafe_fixes
        self.index = converter.index(uri)

    def at(self, requested: types.Range) -> list[tuple[Diagnostic, types.Range]]:
        found = []
        for d in self.converter.outcome.by_uri.get(self.uri, []):
            r = lsp_range(self.index, d)
            if _overlaps(r, requested):
                found.append((d, r))
        return found

    def quick_fixes(self, at: list[tuple[Diagnostic, types.Range]]) -> list[types.CodeAction]:
        groups: dict[tuple, list[Diagnostic]] = {}
        for d, _ in at:
            if d.fix is None or (d.fix.safety == "unsafe" and not self.unsafe_fixes):
                continue
            groups.setdefault((d.fix.safety, d.fix.edits, d.fix.description), []).append(d)
        out = []
        for (safety, edits, description), members in groups.items():
            codes = ", ".join(dict.fromkeys(d.code for d in members))
            title = f"{description or 'Fix'} ({codes})" + (" (unsafe)" if safety == "unsafe" else "")
            lsp_edits = []
            for e in edits:
                start = self.index.to_client(e.start.line, e.start.column)
                end = self.index.to_client(e.end.line, e.end.column)
                lsp_edits.append(types.TextEdit(types.Range(types.Position(*start), types.Position(*end)), e.content))
            out.append(
                types.CodeAction(
                    title=title,
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[self.converter.diagnostic(self.uri, d) for d in members],
                    is_preferred=safety == "safe",
                    edit=types.WorkspaceEdit(document_changes=[_document_edit(self.uri, self.version, lsp_edits)]),
                )
            )
        return out

    def noqa(self, at: list[tuple[Diagnostic, types.Range]]) -> list[types.CodeAction]:
        out = []
        text = self.index.text
        for d, _ in at:
            if d.code in NO_NOQA:
                continue
            new_text, added, _skipped = suppressions.add_noqa(text, [d])
            diff = line_diff(text, new_text, self.index.encoding) if added else None
            if diff is None:
                continue  # no place for a comment on that line (a multi-line string)
            out.append(
                types.CodeAction(
                    title=f"Add `# noqa: {d.code}`",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[self.converter.diagnostic(self.uri, d)],
                    edit=types.WorkspaceEdit(document_changes=[_document_edit(self.uri, self.version, [text_edit(diff)])]),
                )
            )
        return out


def fix_all_action(new_texts: dict[str, str], converter: Converter, versions: dict[str, int | None]) -> types.CodeAction | None:
    """"Fix all safe tensorlint problems": one edit per document that changes (for a
    notebook, each changed cell)."""
    changes = []
    for uri, new in new_texts.items():
        index = converter.index(uri)
        diff = line_diff(index.text, new, index.encoding)
        if diff is not None:
            changes.append(_document_edit(uri, versions.get(uri), [text_edit(diff)]))
    if not changes:
        return None
    return types.CodeAction(title="Fix all safe tensorlint problems", kind=FIX_ALL_KIND, edit=types.WorkspaceEdit(document_changes=changes))
