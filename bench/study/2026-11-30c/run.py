#!/usr/bin/env python3
"""Re-run the 2026-11-30c external-project study of tensorlint (fresh project set: MoMask, DUSt3R, MLD,
Matcha-TTS); a copy of ../2026-11-30b/run.py with only this paragraph changed.

Copied unchanged (apart from this docstring) from ../2026-11-27m/run.py (= ../2026-11-27l/run.py,
../2026-11-27k/run.py, ../2026-11-27j/run.py, ../2026-11-27i/run.py), itself ../2026-11-26g/run.py
(the 2026-11-26b harness with `--no-cache` added: check --output-format json --isolated --no-cache .).

Usage:
    python3 run.py --tensorlint /tmp/tl_base_bin [--mirror /work/.mirror] [--jobs 4] [--json out.json]

The 2026-11-26b harness was copied from ../2026-11-26/run.py with one extension: a mutation may carry
`report_file` (default: the mutated `file`) so that a removed protection can be
judged at a conversion in another file, and `also_accept` (a list of
"path:line") for other places where a finding counts (e.g. the call site that
passes the tensor to a converting helper). `hit_preexisting` in the results
says whether the matching finding was already reported on the unmodified
project (then the hit says nothing about the mutation).

For every project in projects.json the script exports the *.py files of the
recorded commit from the bare mirror (<mirror>/<owner>+<name>/repo, or
.../repo/.git) into a temporary directory, runs
    <tensorlint> check --output-format json --isolated .
inside it (review), then applies each mutation of mutations.json to a fresh
copy (replace `original` by `mutated` on that single line; it stops with an
error if the line does not contain `original` exactly once), re-runs the
linter on the whole mutated project and classifies the result:

  bug mutant      hit   = a finding with one of expected_codes at report_line
                  miss  = otherwise
  not-a-bug       false alarm = a finding at report_line that the unmodified
                                project did not have
                  silent      = otherwise

report_line defaults to the mutated line; it differs when the mutation removes
a protection (e.g. `with torch.no_grad():`) whose effect shows at a later
conversion. Only the Python standard library is used.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPES = ["same_function", "same_file", "other_file", "framework"]


def git_dir(mirror, repo):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    for cand in (base, os.path.join(base, ".git")):
        if os.path.isfile(os.path.join(cand, "HEAD")):
            return cand
    sys.exit(f"error: no mirror for {repo} under {mirror} (fetch github:{repo} first)")


def export(mirror, repo, commit, dest):
    """Export the .py files of `commit` (data/LFS blobs may be missing in mirrors)."""
    gd = git_dir(mirror, repo)
    names = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z", "--name-only", commit],
                           check=True, capture_output=True).stdout.split(b"\0")
    names = [n for n in names if n.endswith(b".py")]
    os.makedirs(dest, exist_ok=True)
    # archive in chunks to keep the command line short
    for i in range(0, len(names), 500):
        arch = subprocess.run(["git", "--git-dir", gd, "archive", "--format=tar", commit, "--"]
                              + [n.decode() for n in names[i:i + 500]],
                              check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", dest], input=arch, check=True)


def lint(cmd, projdir):
    p = subprocess.run(shlex.split(cmd) + ["check", "--output-format", "json", "--isolated", "--no-cache", "."],
                       cwd=projdir, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise RuntimeError(f"linter failed (rc={p.returncode}) on {projdir}:\n{p.stderr[-2000:]}")
    try:
        data = json.loads(p.stdout or "[]")
    except json.JSONDecodeError:
        raise RuntimeError(f"linter output is not JSON on {projdir}:\n{p.stdout[:500]}\n{p.stderr[-1000:]}")
    out = []
    for f in data:
        path = f.get("path") or f.get("filename")
        line = f.get("line") or (f.get("location") or {}).get("row")
        path = os.path.normpath(os.path.relpath(os.path.join(projdir, path), projdir))
        out.append({"path": path, "line": line, "code": f["code"], "message": f.get("message", "")})
    return out


def apply_mutation(projdir, m):
    fn = os.path.join(projdir, m["file"])
    with open(fn, encoding="utf-8", newline="") as fh:
        lines = fh.read().split("\n")
    i = m["line"] - 1
    if i >= len(lines) or lines[i].count(m["original"]) != 1:
        raise SystemExit(f"error: mutation {m['id']}: line {m['line']} of {m['file']} does not contain "
                         f"{m['original']!r} exactly once: {lines[i] if i < len(lines) else '<EOF>'!r}")
    lines[i] = lines[i].replace(m["original"], m["mutated"])
    with open(fn, "w", encoding="utf-8", newline="") as fh:
        fh.write("\n".join(lines))


def report_locs(m):
    locs = [(os.path.normpath(m.get("report_file", m["file"])), m.get("report_line", m["line"]))]
    for a in m.get("also_accept", []):
        p, l = a.rsplit(":", 1)
        locs.append((os.path.normpath(p), int(l)))
    return locs


def run_mutant(cmd, basedir, m, baseline, tmproot):
    d = tempfile.mkdtemp(prefix=m["id"] + "-", dir=tmproot)
    try:
        shutil.copytree(basedir, d, dirs_exist_ok=True)
        apply_mutation(d, m)
        findings = lint(cmd, d)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    locs = set(report_locs(m))
    base_keys = {(f["path"], f["line"], f["code"]) for f in baseline}
    at = [f for f in findings if (f["path"], f["line"]) in locs]
    new_at = [f for f in at if (f["path"], f["line"], f["code"]) not in base_keys]
    new_elsewhere = [f for f in findings if (f["path"], f["line"], f["code"]) not in base_keys and f not in at]
    pre = False
    if m["bug"]:
        good = [f for f in at if f["code"] in m["expected_codes"]]
        verdict = "hit" if good else "miss"
        pre = bool(good) and all((f["path"], f["line"], f["code"]) in base_keys for f in good)
    else:
        verdict = "false_alarm" if new_at else "silent"
    return {"id": m["id"], "verdict": verdict, "hit_preexisting": pre,
            "codes_at_line": sorted({f["code"] for f in at}),
            "new_at": [f"{f['path']}:{f['line']} {f['code']} {f['message'][:200]}" for f in new_at],
            "new_elsewhere": [f"{f['path']}:{f['line']} {f['code']}" for f in new_elsewhere]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tensorlint", required=True, help="linter command, e.g. /tmp/tl_base_bin")
    ap.add_argument("--mirror", default="/work/.mirror")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--json", help="write per-mutant results here")
    ap.add_argument("--skip", action="append", default=[], help="leave out a project (owner/name) and its mutants")
    args = ap.parse_args()

    projects = [p for p in json.load(open(os.path.join(HERE, "projects.json"))) if p["repo"] not in args.skip]
    mutations = [m for m in json.load(open(os.path.join(HERE, "mutations.json"))) if m["repo"] not in args.skip]
    tmproot = tempfile.mkdtemp(prefix="tl-study-")
    try:
        basedirs, baselines = {}, {}
        print("== review: findings on the unmodified projects ==")
        total = 0
        for p in projects:
            d = os.path.join(tmproot, "base", p["repo"].replace("/", "+"))
            export(args.mirror, p["repo"], p["commit"], d)
            basedirs[p["repo"]] = d
            baselines[p["repo"]] = lint(args.tensorlint, d)
            total += len(baselines[p["repo"]])
            print(f"{p['repo']}@{p['commit'][:10]}: {len(baselines[p['repo']])} finding(s)")
            for f in baselines[p["repo"]]:
                print(f"    {f['path']}:{f['line']} {f['code']} {f['message'][:150]}")
        print(f"review total: {total} finding(s)\n")

        # check every mutation applies before spending linter time
        for m in mutations:
            if m["repo"] not in basedirs:
                sys.exit(f"error: mutation {m['id']} names unknown project {m['repo']}")
            with open(os.path.join(basedirs[m["repo"]], m["file"]), encoding="utf-8") as fh:
                lines = fh.read().split("\n")
            if lines[m["line"] - 1].count(m["original"]) != 1:
                sys.exit(f"error: mutation {m['id']}: line {m['line']} of {m['file']} does not match "
                         f"{m['original']!r}: {lines[m['line'] - 1]!r}")

        print("== mutations ==")
        results = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            futs = {ex.submit(run_mutant, args.tensorlint, basedirs[m["repo"]], m, baselines[m["repo"]],
                              tmproot): m for m in mutations}
            for fut in concurrent.futures.as_completed(futs):
                r = fut.result()
                results[r["id"]] = r
        byscope = collections.defaultdict(lambda: collections.Counter())
        for m in mutations:
            r = results[m["id"]]
            rf, rl = report_locs(m)[0]
            byscope[m["evidence_scope"]][r["verdict"]] += 1
            byscope[m["evidence_scope"]]["bugs" if m["bug"] else "notbugs"] += 1
            extra = f" new elsewhere: {', '.join(r['new_elsewhere'])}" if r["new_elsewhere"] else ""
            if r["hit_preexisting"]:
                extra += " (matching finding already on the unmodified project)"
            print(f"{r['verdict']:<12} {m['id']:<24} {m['repo']} {rf}:{rl} "
                  f"expected={m['expected_codes'] or '-'} got={r['codes_at_line'] or '-'} "
                  f"[{m['evidence_scope']}]{extra}")
        print("\n== per evidence scope ==")
        tot = collections.Counter()
        for s in SCOPES + sorted(set(byscope) - set(SCOPES)):
            c = byscope.get(s)
            if not c:
                continue
            tot.update(c)
            print(f"{s:<14} hits {c['hit']}/{c['bugs']} bugs, misses {c['miss']}, "
                  f"not-a-bug silent {c['silent']}/{c['notbugs']}, false alarms {c['false_alarm']}")
        print(f"\nSUMMARY review_findings={total} mutants={len(mutations)} bugs={tot['bugs']} "
              f"hits={tot['hit']} misses={tot['miss']} not_a_bug={tot['notbugs']} "
              f"silent={tot['silent']} false_alarms={tot['false_alarm']}")
        if args.json:
            with open(args.json, "w") as fh:
                json.dump([results[m["id"]] for m in mutations], fh, indent=1)
    finally:
        shutil.rmtree(tmproot, ignore_errors=True)


if __name__ == "__main__":
    main()
