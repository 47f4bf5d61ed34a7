"""`tensorlint server`: a Language Server over stdio, a client of the same pipeline as the CLI.

Why a package of small modules: the editor-facing parts (settings an editor sends, positions
in the editor's units, notebooks as LSP sends them, diagnostics and code actions as LSP
wants them, scheduling off the event loop) are separate concerns, and only `app.py` needs
pygls. Nothing here is imported by `import tensorlint` or by the CLI's `check`; pygls and
lsprotocol come with the `server` extra (`pip install "tensorlint[server]"`).
"""
