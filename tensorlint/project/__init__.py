"""The project around a checked file: which files form it, how its imports resolve, and
what the modules it imports export (summaries made by the same facts pass).

`resolve.py` finds the project root and the file of a dotted module name as Python finds it
when the project's scripts run; `summaries.py` analyses an imported module with
`ModuleAnalysis` (read, never executed), keeps a per-run memo, and answers the facts pass's
one question: what is this imported name (`ProjectContext.imported`).
"""
