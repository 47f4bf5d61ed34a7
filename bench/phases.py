"""Where the cold time goes: each step before and after libcst, summed over a package's files.

One process, no pool and no cache: read, text prefilter, CPython's parse, the index walk,
slicing, the nesting guard, libcst's parse of what remains, and the facts pass with the
rules. The sum is close to a `--jobs 1 --no-cache` run less interpreter start-up.

    python bench/phases.py torch
"""

from __future__ import annotations

import ast
import sys
import time


def main() -> int:
    sys.setrecursionlimit(30000)
    import libcst as cst

    from tensorlint.parse import guard
    from tensorlint.run.analyse import check_module
    from tensorlint.screen.prefilter import for_settings_of
    from tensorlint.config.settings import Settings
    from tensorlint.screen.slicing import slice_source
    from tensorlint.screen.tree_index import index_tree

    from corpus import package_dir, python_files  # bench/, next to this script

    package = sys.argv[1] if len(sys.argv) > 1 else "torch"
    root = package_dir(package)
    if root is None:
        print(f"{package} is not installed")
        return 2
    files = python_files(root)
    settings = Settings()
    prefilter = for_settings_of(settings)
    spent = dict.fromkeys(("read", "text prefilter", "CPython parse", "index walk", "slicing", "nesting guard", "libcst parse", "facts pass + rules"), 0.0)
    parsed = 0
    for path in files:
        t0 = time.perf_counter()
        with open(path, "rb") as fh:
            source = fh.read().decode("utf-8", "replace")
        t1 = time.perf_counter()
        spent["read"] += t1 - t0
        passes = prefilter(source)
        t2 = time.perf_counter()
        spent["text prefilter"] += t2 - t1
        if not passes:
            continue
        try:
            tree = compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        except (SyntaxError, ValueError):
            continue
        t3 = time.perf_counter()
        spent["CPython parse"] += t3 - t2
        index = index_tree(tree, prefilter)
        t4 = time.perf_counter()
        spent["index walk"] += t4 - t3
        if not index.may_convert(prefilter):
            continue
        sliced = slice_source(source, tree, prefilter, index)
        t5 = time.perf_counter()
        spent["slicing"] += t5 - t4
        guard.check_limits(sliced)
        t6 = time.perf_counter()
        spent["nesting guard"] += t6 - t5
        module = cst.parse_module(sliced)
        t7 = time.perf_counter()
        spent["libcst parse"] += t7 - t6
        check_module(module, path, settings)
        t8 = time.perf_counter()
        spent["facts pass + rules"] += t8 - t7
        parsed += sum(len(line) for line in sliced.splitlines())
    for step, seconds in spent.items():
        print(f"{step:>20}: {seconds:6.2f} s")
    print(f"{'total':>20}: {sum(spent.values()):6.2f} s  ({len(files)} files; libcst parsed {parsed / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
