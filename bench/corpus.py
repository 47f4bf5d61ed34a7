"""Checker speed on real code: tensorlint against a bare libcst parse, TorchFix, Fixit and ruff.

The corpora are the sources of the installed `torch` and `transformers` packages (found
through the running interpreter; nothing is copied into the repository). Every command runs
in one invocation of this script, `--reps` times, on the same machine, so the ratios are
comparable even on a loaded machine; absolute seconds are not. tensorlint's cold runs are
spread over the run (one first, the others after the slow commands), so that a machine whose
speed drifts over minutes weighs on both sides of a ratio. CPU seconds (user + system
of the whole process tree) suffer less from a shared machine than wall seconds. Peak memory is the largest
sum of the resident set sizes of the command's whole process tree (sampled every 50 ms from
/proc), so a pool of workers counts in full.

    python bench/corpus.py --reps 3 --peers /work/peers-venv/bin --subset 120

TorchFix and Fixit take minutes per hundred files, so they run on `--subset` files of torch
(every n-th file in sorted order) together with tensorlint and the libcst parse on the same
files. The peers are not dependencies of tensorlint: install them into a separate venv
(`pip install torchfix fixit ruff`) and point `--peers` at its bin directory. tensorlint's
own modules are byte-compiled first, as pip does for the peers when it installs them.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = sys.executable

PARSE_SCRIPT = """
import sys, libcst
for path in open(sys.argv[1]).read().split("\\n"):
    if not path:
        continue
    try:
        libcst.parse_module(open(path, "rb").read().decode("utf-8"))
    except Exception:
        pass
"""


def package_dir(name: str) -> str | None:
    import importlib.util

    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return list(spec.submodule_search_locations)[0]


def python_files(root: str) -> list[str]:
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith((".py", ".pyi")))
    return out


# --------------------------------------------------------------------------- measuring


def _tree_rss(root_pid: int) -> int:
    """Resident bytes of a process and all its descendants."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    page = os.sysconf("SC_PAGE_SIZE")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            pid, ppid = int(entry), int(fields[1])
            with open(f"/proc/{entry}/statm") as fh:
                rss[pid] = int(fh.read().split()[1]) * page
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(pid)
    total, stack = 0, [root_pid]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, ()))
    return total


def measure(cmd: list[str], *, cwd: str | None = None, env: dict | None = None) -> dict:
    """Wall seconds, peak tree RSS (MB), exit code and output of one command."""
    peak = 0
    done = threading.Event()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, _tree_rss(proc.pid))
            done.wait(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = proc.communicate()
    seconds = time.perf_counter() - start
    done.set()
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"seconds": seconds, "cpu": cpu, "peak_mb": peak / 1e6, "rc": proc.returncode, "stdout": out, "stderr": err}


def repeat(name: str, make_cmd, reps: int, *, before=None, **kwargs) -> dict:
    row = {"name": name, "runs": []}
    for _ in range(reps):
        again(row, make_cmd, before=before, **kwargs)
    return row


def again(row: dict, make_cmd, *, before=None, **kwargs) -> dict:
    """One more run of a row's command; its figures are the median of all its runs.

    Used to spread tensorlint's cold runs over the whole benchmark (one before the slow
    commands, the others between them): on a shared machine whose speed drifts over minutes,
    a ratio to a command timed much later would otherwise measure the drift too.
    """
    if before is not None:
        before()
    runs = row["runs"]
    runs.append(measure(make_cmd(), **kwargs))
    print(f"  {row['name']}: {runs[-1]['seconds']:.2f} s, cpu {runs[-1]['cpu']:.2f} s, {runs[-1]['peak_mb']:.0f} MB, rc {runs[-1]['rc']}", file=sys.stderr, flush=True)
    row.update(
        seconds=statistics.median(r["seconds"] for r in runs),
        all_seconds=[round(r["seconds"], 3) for r in runs],
        cpu=statistics.median(r["cpu"] for r in runs),
        peak_mb=max(r["peak_mb"] for r in runs),
        last=runs[-1],
    )
    return row


# --------------------------------------------------------------------------- the tools


def tensorlint_cmd(paths: list[str], *extra: str) -> list[str]:
    return [PY, "-m", "tensorlint", "check", "--exit-zero", "--output-format", "json", *extra, *paths]


def findings(result: dict) -> dict[str, int]:
    counts: dict[str, int] = {}
    try:
        for d in json.loads(result["last"]["stdout"] or b"[]"):
            counts[d["code"]] = counts.get(d["code"], 0) + 1
    except ValueError:
        return {"unreadable output": 1}
    return dict(sorted(counts.items()))


def bench_corpus(label: str, paths: list[str], n_files: int, n_bytes: int, args, *, peers_slow: bool) -> dict:
    print(f"{label}: {n_files} files, {n_bytes / 1e6:.1f} MB", file=sys.stderr, flush=True)
    env = dict(os.environ, PYTHONPATH=REPO + os.pathsep + os.environ.get("PYTHONPATH", ""))
    work = tempfile.mkdtemp(prefix="tlbench-")
    cache_dir = os.path.join(work, "tlcache")
    listing = os.path.join(work, "files.txt")
    with open(listing, "w") as fh:
        fh.write("\n".join(paths if all(os.path.isfile(p) for p in paths) else sum((python_files(p) for p in paths), [])))
    rows = []

    def fresh_cache() -> None:
        shutil.rmtree(cache_dir, ignore_errors=True)

    reps = args.reps
    cold_cmd = lambda: tensorlint_cmd(paths, "--cache-dir", cache_dir)  # noqa: E731
    cold = repeat("tensorlint cold", cold_cmd, 1, before=fresh_cache, cwd=work, env=env)
    cold_left = 0 if args.warm_only else reps - 1  # spread over the slow commands below

    def cold_again() -> None:
        nonlocal cold_left
        if cold_left > 0:
            cold_left -= 1
            again(cold, cold_cmd, before=fresh_cache, cwd=work, env=env)

    rows.append(cold)
    rows.append(repeat("tensorlint warm", lambda: tensorlint_cmd(paths, "--cache-dir", cache_dir), reps, cwd=work, env=env))
    if args.warm_only:
        if args.peers:
            rows.append(repeat("ruff --select NPY (cached)", lambda: ruff_cached_cmd(args.peers, work, paths), reps, cwd=work))
        return finish(label, rows, cold, n_files, n_bytes, work)
    rows.append(repeat("tensorlint --jobs 1", lambda: tensorlint_cmd(paths, "--no-cache", "--jobs", "1"), args.slow_reps, cwd=work, env=env))
    if args.exhaustive:
        exhaustive = repeat("tensorlint --no-prefilter", lambda: tensorlint_cmd(paths, "--no-cache", "--no-prefilter"), 1, cwd=work, env=env)
        exhaustive["same_findings"] = exhaustive["last"]["stdout"] == cold["last"]["stdout"]
        rows.append(exhaustive)
    cold_again()
    rows.append(repeat("libcst parse, 1 process", lambda: [PY, "-c", PARSE_SCRIPT, listing], args.slow_reps, cwd=work, env=env))
    cold_again()
    peers = args.peers
    if peers and os.path.exists(os.path.join(peers, "ruff")):
        ruff = os.path.join(peers, "ruff")
        ruff_cache = os.path.join(work, "ruffcache")
        rows.append(repeat("ruff --select NPY (no cache)", lambda: [ruff, "check", "--select", "NPY", "--no-cache", "--exit-zero", "--isolated", *paths], reps, cwd=work))
        measure([ruff, "check", "--select", "NPY", "--cache-dir", ruff_cache, "--exit-zero", "--isolated", *paths], cwd=work)
        rows.append(repeat("ruff --select NPY (cached)", lambda: [ruff, "check", "--select", "NPY", "--cache-dir", ruff_cache, "--exit-zero", "--isolated", *paths], reps, cwd=work))
    if peers_slow and peers:
        if os.path.exists(os.path.join(peers, "torchfix")):
            rows.append(repeat("TorchFix", lambda: [os.path.join(peers, "torchfix"), *paths], args.slow_reps, cwd=work))
            cold_again()
        if os.path.exists(os.path.join(peers, "fixit")):
            rows.append(repeat("Fixit lint", lambda: [os.path.join(peers, "fixit"), "lint", *paths], args.slow_reps, cwd=work))
    while cold_left > 0:
        cold_again()
    return finish(label, rows, cold, n_files, n_bytes, work)


def ruff_cached_cmd(peers: str, work: str, paths: list[str]) -> list[str]:
    ruff = os.path.join(peers, "ruff")
    cmd = [ruff, "check", "--select", "NPY", "--cache-dir", os.path.join(work, "ruffcache"), "--exit-zero", "--isolated", *paths]
    if not os.path.exists(os.path.join(work, "ruffcache")):
        measure(cmd, cwd=work)  # fill it
    return cmd


def finish(label: str, rows: list, cold: dict, n_files: int, n_bytes: int, work: str) -> dict:
    shutil.rmtree(work, ignore_errors=True)
    base = cold["seconds"]
    base_cpu = cold["cpu"]
    table = []
    for row in rows:
        entry = {
            "tool": row["name"],
            "seconds": round(row["seconds"], 2),
            "all_seconds": row["all_seconds"],
            "cpu_s": round(row["cpu"], 2),
            "files_per_s": round(n_files / row["seconds"], 1),
            "peak_mb": round(row["peak_mb"]),
            "vs_tensorlint_cold": round(row["seconds"] / base, 2),
            "cpu_vs_tensorlint_cold": round(row["cpu"] / base_cpu, 2) if base_cpu else None,
            "rc": row["last"]["rc"],
        }
        if "same_findings" in row:
            entry["same_findings_as_cold"] = row["same_findings"]
        table.append(entry)
    warm_rows = [r for r in table if r["tool"] == "tensorlint warm"]
    ruff_cached = [r for r in table if r["tool"] == "ruff --select NPY (cached)"]
    summary = {"corpus": label, "files": n_files, "mb": round(n_bytes / 1e6, 1), "rows": table, "findings": findings(cold)}
    if warm_rows and ruff_cached:
        summary["warm_vs_ruff_cached"] = round(warm_rows[0]["seconds"] / ruff_cached[0]["seconds"], 2)
    return summary


def markdown(summary: dict) -> str:
    lines = [
        f"### {summary['corpus']}: {summary['files']} files, {summary['mb']} MB",
        "",
        "| tool | wall s (median) | CPU s | files/s | peak MB | wall × tensorlint cold | CPU × tensorlint cold |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in summary["rows"]:
        lines.append(
            f"| {r['tool']} | {r['seconds']:.2f} | {r['cpu_s']:.2f} | {r['files_per_s']:.0f} | {r['peak_mb']} "
            f"| {r['vs_tensorlint_cold']:.2f} | {r['cpu_vs_tensorlint_cold']:.2f} |"
        )
    lines.append("")
    lines.append(f"tensorlint findings: {summary['findings'] or 'none'}")
    if "warm_vs_ruff_cached" in summary:
        lines.append(f"tensorlint warm / ruff cached: {summary['warm_vs_ruff_cached']:.2f}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=3, help="repetitions of the fast commands")
    parser.add_argument("--slow-reps", type=int, default=1, help="repetitions of the slow commands (jobs 1, parse, peers)")
    parser.add_argument("--subset", type=int, default=120, help="files of torch for the TorchFix/Fixit comparison")
    parser.add_argument("--peers", default=None, help="bin directory of a venv with torchfix, fixit and ruff")
    parser.add_argument("--exhaustive", action="store_true", help="also run without the prefilter and compare findings")
    parser.add_argument("--corpora", default="torch,transformers")
    parser.add_argument("--warm-only", action="store_true", help="only tensorlint cold (once, to fill the cache), warm, and ruff cached")
    parser.add_argument("--json", default=None, help="write the results here as JSON")
    args = parser.parse_args()

    # The peers run from their installed bytecode (pip compiles it); so does tensorlint.
    # Without this, a checkout whose environment sets PYTHONDONTWRITEBYTECODE compiles
    # tensorlint's modules from source in every process of every run.
    subprocess.run([PY, "-m", "compileall", "-q", os.path.join(REPO, "tensorlint")], check=True, stdout=subprocess.DEVNULL)

    summaries = []
    torch_dir = package_dir("torch")
    if args.warm_only:
        args.subset = 0
    if torch_dir and args.subset:
        files = python_files(torch_dir)
        step = max(1, len(files) // args.subset)
        subset = files[::step][: args.subset]
        summaries.append(bench_corpus(f"torch subset (every {step}th file)", subset, len(subset), sum(os.path.getsize(f) for f in subset), args, peers_slow=True))
    for name in filter(None, args.corpora.split(",")):
        root = package_dir(name)
        if root is None:
            print(f"{name}: not installed, skipped", file=sys.stderr)
            continue
        files = python_files(root)
        summaries.append(bench_corpus(name, [root], len(files), sum(os.path.getsize(f) for f in files), args, peers_slow=False))
    text = "\n".join(markdown(s) for s in summaries)
    print(text)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"cpus": os.cpu_count(), "python": sys.version.split()[0], "results": summaries}, fh, indent=2)


if __name__ == "__main__":
    main()
