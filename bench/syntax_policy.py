"""What the syntax-error policy costs: cold runs with TL999 on (the default) and off.

tensorlint reports a syntax error (TL999) in every file it checks, also in files that cannot
hold a conversion (README, "Bad input"). For those files that is CPython's parser alone (or
nothing, where a non-racy `__pycache__` entry proves the bytes compile). This times the
same cold run (`--no-cache`) with the default and with `--ignore TL999` (which skips
the syntax check of files the screening rejects), alternating, `--reps` times, and prints
the median CPU seconds (user + system of the process tree) and their ratio. Run it on a
fresh copy without `__pycache__` (as in CI) and, for comparison, on one with it.

    python bench/syntax_policy.py --reps 3 DIR [DIR ...]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys


def _cpu_of(argv: list[str], cwd: str) -> tuple[float, float]:
    """(CPU seconds of the child process tree, wall seconds) of one run."""
    import time

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--tensorlint", default=f"{sys.executable} -m tensorlint", help="the command to time")
    parser.add_argument("dirs", nargs="+")
    args = parser.parse_args()
    base = args.tensorlint.split() + ["check", "--no-cache", "--exit-zero", "--output-format", "json", "--isolated"]
    print("| directory | .py files | `__pycache__` | CPU s, TL999 on | CPU s, TL999 off | on / off | share of CPU |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for directory in args.dirs:
        directory = os.path.abspath(directory)
        files = sum(name.endswith(".py") for _, _, names in os.walk(directory) for name in names)
        cached = any(name == "__pycache__" for _, names, _ in os.walk(directory) for name in names)
        on, off = [], []
        for _ in range(args.reps):
            on.append(_cpu_of(base + ["."], directory)[0])
            off.append(_cpu_of(base + ["--ignore", "TL999", "."], directory)[0])
        a, b = statistics.median(on), statistics.median(off)
        print(f"| {os.path.basename(directory)} | {files} | {'yes' if cached else 'no'} | {a:.2f} | {b:.2f} | {a / b:.2f}x | {(a - b) / a:.0%} |", flush=True)


if __name__ == "__main__":
    main()
