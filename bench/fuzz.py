"""The long fuzz run: many generated programs through the checker and the fixer.

    /work/.venv/bin/python bench/fuzz.py --examples 5000 [--seed N] [--kind all|generated|tensor] [--slow]

Draws programs from the strategies in tests/fuzz_programs.py (hypothesmith's generated
code, and generated code with tensor-conversion snippets spliced in), asserts the fuzz
properties on each (no internal error; fixes re-parse, are idempotent, are insertions only
and leave nothing fixable), and prints how many were tried, how many had findings and
fixes, the failures (each saved under bench/fuzz-failures/ for a regression test) and the
slowest programs. No shrinking: each program is checked as drawn, so the run is bounded.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests")]

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import fuzz_programs as F  # noqa: E402
from tensorlint.parse import guard  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kind", choices=("all", "generated", "tensor"), default="all")
    parser.add_argument("--slow", action="store_true", help="also libcst-node-based programs (hypothesmith.from_node; ~4x slower to draw)")
    parser.add_argument("--out", default=os.path.join(ROOT, "bench", "fuzz-failures"))
    args = parser.parse_args()

    stats = {"tried": 0, "with_findings": 0, "fixed_programs": 0, "fixes": 0, "unanalysable": 0}
    failures: list[tuple[str, str]] = []
    slowest: list[tuple[float, int]] = []
    strategies = {
        "generated": F.generated_code(slow=args.slow).map(F.with_header),
        "tensor": F.tensor_programs(slow=args.slow),
    }
    chosen = list(strategies.values()) if args.kind == "all" else [strategies[args.kind]]
    styles = [F.SETTINGS, F.SETTINGS_CONVERTER, F.SETTINGS_STRICT]
    rng = random.Random(args.seed)

    @settings(
        max_examples=args.examples,
        deadline=None,
        database=None,
        phases=[Phase.generate],  # no shrinking: a failure is recorded as drawn
        suppress_health_check=list(HealthCheck),
        derandomize=False,
    )
    @given(st.one_of(*chosen))
    def run(source: str) -> None:
        stats["tried"] += 1
        config = styles[0] if rng.random() < 0.6 else rng.choice(styles[1:])
        started = time.perf_counter()
        try:
            counts = guard.run_deep(lambda: F.check_properties(source, config))
            stats["with_findings"] += counts["diagnostics"] > 0
            stats["fixed_programs"] += counts["fixed"] > 0
            stats["fixes"] += counts["fixed"]
        except guard.Unanalysable:
            stats["unanalysable"] += 1
        except Exception:
            failures.append((source, f"fix-style={config.fix_style} strict={config.strict}\n" + traceback.format_exc()))
        elapsed = time.perf_counter() - started
        slowest.append((elapsed, len(source)))
        slowest.sort(reverse=True)
        del slowest[5:]
        if stats["tried"] % 500 == 0:
            print(f"... {stats['tried']} programs, {len(failures)} failures", file=sys.stderr, flush=True)

    started = time.perf_counter()
    run()
    wall = time.perf_counter() - started
    print(f"programs tried: {stats['tried']} in {wall:.0f} s (seed {args.seed}, kind {args.kind}, slow {args.slow})")
    print(f"with findings: {stats['with_findings']}; fixed: {stats['fixed_programs']} programs, {stats['fixes']} fixes")
    print(f"past the guard's limits (per-file error, by design): {stats['unanalysable']}")
    print("slowest: " + ", ".join(f"{t:.2f} s ({n} chars)" for t, n in slowest))
    print(f"failures: {len(failures)}")
    if failures:
        os.makedirs(args.out, exist_ok=True)
        for index, (source, error) in enumerate(failures):
            with open(os.path.join(args.out, f"failure-{index}.py"), "w", encoding="utf-8", newline="") as fh:
                fh.write(source)
            with open(os.path.join(args.out, f"failure-{index}.txt"), "w", encoding="utf-8") as fh:
                fh.write(error)
        print(f"saved under {args.out}/; first:\n{failures[0][1][-2000:]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
