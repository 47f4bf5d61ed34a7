"""Cold runs over real project directories, several tensorlint builds side by side.

Each build is a command that takes tensorlint's arguments (a console script, or a wrapper
running another checkout with PYTHONPATH). Every project is checked cold (`--no-cache`),
the builds alternating, `--reps` times; the table gives the median seconds per build and
the ratio of each build to the first. The projects are directories you fetched (research
code with train.py + models/ + utils/); nothing here downloads anything.

    python bench/projects.py --build pre=/tmp/tl-pre14 --build now=tensorlint DIR [DIR ...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import time


def run(command: str, project: str) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(
        [command, "check", "--no-cache", "--output-format", "json", os.path.basename(project)],
        cwd=os.path.dirname(os.path.abspath(project)), capture_output=True, text=True, check=False,
    )
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{command} on {project}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
    return elapsed, len(json.loads(proc.stdout or "[]"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="append", required=True, help="NAME=COMMAND (first: the baseline)")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("projects", nargs="+")
    args = parser.parse_args()
    builds = [b.split("=", 1) for b in args.build]
    print(f"| project | .py files | " + " | ".join(f"{name} s (findings)" for name, _ in builds) + " | " + " | ".join(f"{name}/{builds[0][0]}" for name, _ in builds[1:]) + " |")
    print("|---|---|" + "---|" * (2 * len(builds) - 1))
    for project in args.projects:
        files = sum(name.endswith(".py") for _, _, names in os.walk(project) for name in names)
        times = {name: [] for name, _ in builds}
        found = {}
        for _ in range(args.reps):
            for name, command in builds:
                seconds, count = run(command, project)
                times[name].append(seconds)
                found[name] = count
        medians = {name: statistics.median(values) for name, values in times.items()}
        base = medians[builds[0][0]]
        cells = [f"{medians[name]:.2f} ({found[name]})" for name, _ in builds]
        ratios = [f"{medians[name] / base:.1f}x" for name, _ in builds[1:]]
        print(f"| {os.path.basename(os.path.abspath(project))} | {files} | " + " | ".join(cells) + " | " + " | ".join(ratios) + " |", flush=True)


if __name__ == "__main__":
    main()
