"""What each step before libcst keeps, and proof that none changes a finding.

For the installed packages given (default: torch and transformers) it reports how many files
and bytes pass the text prefilter, CPython's tree, and what libcst parses after slicing; then,
for every file whose text slicing changes, it compares the diagnostics of the sliced run
(`prefilter` on) with those of the whole file analysed (`prefilter` off), in the default
and the strict mode. Then it does the same on random multi-statement programs
(tests/slicing_programs.py) in the default, strict and converter-fix modes.

    python bench/slicing_check.py --programs 3000 --seed 1
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "tests"))

from corpus import package_dir, python_files  # noqa: E402  (bench/, next to this script)


def package_files(package: str) -> list[str]:
    root = package_dir(package)
    return python_files(root) if root else []


def one_file(path: str) -> dict:
    sys.setrecursionlimit(30000)
    from tensorlint.run.checker import check_source
    from tensorlint.screen.prefilter import for_settings_of
    from tensorlint.config.settings import Settings
    from tensorlint.screen.slicing import slice_source
    from tensorlint.screen.tree_index import index_tree

    out = {"bytes": 0, "text": 0, "tree": 0, "sliced": 0, "compared": 0, "findings": 0, "differences": []}
    try:
        source = open(path, encoding="utf-8").read()
    except (OSError, UnicodeDecodeError):
        return out
    out["bytes"] = len(source)
    prefilter = for_settings_of(Settings())
    if not prefilter(source):
        return out
    out["text"] = len(source)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return out
    index = index_tree(tree, prefilter)
    if not index.may_convert(prefilter):
        return out
    out["tree"] = len(source)
    sliced = slice_source(source, tree, prefilter, index)
    out["sliced"] = sum(len(line) for line in sliced.splitlines())
    if sliced == source:
        return out
    for settings in (Settings(), Settings(strict=True)):
        on = check_source(source, path, settings)
        off = check_source(source, path, dataclasses.replace(settings, prefilter=False))
        out["compared"] += 1
        out["findings"] += len(off)
        if on != off:
            out["differences"].append(("strict" if settings.strict else "default", [(d.start.line, d.code) for d in off], [(d.start.line, d.code) for d in on]))
    return out


def one_program(seed: int) -> tuple[int, int, list]:
    from slicing_programs import program

    from tensorlint.run.checker import check_source
    from tensorlint.config.settings import Settings

    source = program(random.Random(seed))
    found = 0
    differences = []
    for settings in (Settings(), Settings(strict=True), Settings(fix_style="converter")):
        on = check_source(source, "p.py", settings)
        off = check_source(source, "p.py", dataclasses.replace(settings, prefilter=False))
        found += len(off)
        if on != off:
            differences.append(source)
    return 3, found, differences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--packages", default="torch,transformers")
    parser.add_argument("--programs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    failed = False
    with ProcessPoolExecutor(args.jobs) as pool:
        for package in filter(None, args.packages.split(",")):
            files = package_files(package)
            totals = {"files": len(files), "bytes": 0, "text": 0, "tree": 0, "sliced": 0, "compared": 0, "findings": 0}
            counts = {"text": 0, "tree": 0}
            for result in pool.map(one_file, files, chunksize=8):
                for key in ("bytes", "text", "tree", "sliced", "compared", "findings"):
                    totals[key] += result[key]
                counts["text"] += bool(result["text"])
                counts["tree"] += bool(result["tree"])
                for difference in result["differences"]:
                    failed = True
                    print("DIFFERENCE", package, difference)
            mb = {k: totals[k] / 1e6 for k in ("bytes", "text", "tree", "sliced")}
            print(
                f"{package}: {totals['files']} files, {mb['bytes']:.1f} MB; text test passes {counts['text']} "
                f"({mb['text']:.1f} MB); CPython's tree {counts['tree']} ({mb['tree']:.2f} MB); libcst parses "
                f"{mb['sliced']:.2f} MB after slicing. Sliced vs whole: {totals['compared']} comparisons, "
                f"{totals['findings']} findings in the whole runs."
            )
        compared = found = 0
        for runs, count, differences in pool.map(one_program, range(args.seed * 1_000_000, args.seed * 1_000_000 + args.programs), chunksize=20):
            compared += runs
            found += count
            for source in differences:
                failed = True
                print("DIFFERENCE in program:\n" + source)
        print(f"random programs: {args.programs} programs, {compared} comparisons, {found} findings in the whole runs")
    print("differences: " + ("SOME (see above)" if failed else "none"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
