#!/usr/bin/env python3
"""Score a tensorlint build against the held-out cases in ./cases.

Usage: TENSORLINT="/path/to/tensorlint-command" python3 score.py
Each case is a .py file or a folder; the file carrying the '# expect:' header is
the one whose reported codes are compared with the expectation. Exit code is 0.
"""
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
CODES = ("TL001", "TL002", "TL003", "TL004")


def read_expect(path):
    with open(path, encoding="utf-8") as fh:
        for _ in range(5):
            line = fh.readline()
            m = re.match(r"#\s*expect:\s*(.*)", line)
            if m:
                val = m.group(1).strip()
                if val.lower() == "none":
                    return set()
                return {c.strip() for c in val.split(",") if c.strip()}
    return None


def find_header_file(case):
    if case.is_file():
        return case
    for f in sorted(case.rglob("*.py")):
        if read_expect(f) is not None:
            return f
    return None


def run_linter(cmd, target):
    argv = shlex.split(cmd) + ["check", "--output-format", "json", "--isolated", str(target)]
    proc = subprocess.run(argv, capture_output=True, text=True)
    out = proc.stdout.strip()
    try:
        data = json.loads(out) if out else []
    except json.JSONDecodeError:
        start = out.find("[")
        try:
            data = json.loads(out[start:]) if start >= 0 else None
        except json.JSONDecodeError:
            data = None
    if data is None:
        return None, (proc.stderr or out)[-300:]
    return data, None


def item_file(item):
    # observed shape (2026-11-26): {"path": ..., "line": ..., "code": ...};
    # the brief described {"filename": ..., "location": {"row": ...}}; accept both.
    fname = item.get("filename") or item.get("path") or ""
    if fname and not os.path.isabs(fname):
        fname = str(Path.cwd() / fname)
    return fname


def item_row(item):
    loc = item.get("location") or {}
    return loc.get("row", item.get("line"))


def same_file(a, b):
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def main():
    cmd = os.environ.get("TENSORLINT")
    if not cmd:
        print("set TENSORLINT to the linter command", file=sys.stderr)
        return 0
    cases = sorted(p for p in CASES.iterdir() if (p.is_file() and p.suffix == ".py") or p.is_dir())
    tp = fp = fn = 0
    per_code = {c: [0, 0, 0] for c in CODES}
    fps, fns, errors = [], [], []
    none_cases = none_silent = 0
    for case in cases:
        header = find_header_file(case)
        if header is None:
            errors.append(f"{case.name}: no '# expect:' header")
            continue
        expected = read_expect(header)
        findings, err = run_linter(cmd, case)
        if findings is None:
            errors.append(f"{case.name}: could not parse linter output: {err}")
            findings = []
        got = set()
        for item in findings:
            if same_file(item_file(item), header):
                got.add(item.get("code"))
        if not expected:
            none_cases += 1
            if not got:
                none_silent += 1
        for code in sorted(expected | got):
            if code in expected and code in got:
                tp += 1
                per_code.setdefault(code, [0, 0, 0])[0] += 1
            elif code in got:
                fp += 1
                per_code.setdefault(code, [0, 0, 0])[1] += 1
                rows = sorted(item_row(i) for i in findings
                              if i.get("code") == code and same_file(item_file(i), header))
                fps.append(f"{case.name} ({header.name}): {code} at rows {rows}")
            else:
                fn += 1
                per_code.setdefault(code, [0, 0, 0])[2] += 1
                fns.append(f"{case.name} ({header.name}): {code}")
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    print(f"cases: {len(cases)}  (expect none: {none_cases})")
    print(f"TP={tp} FP={fp} FN={fn}")
    print(f"precision={precision:.3f} recall={recall:.3f}")
    print(f"'none' cases that stayed silent: {none_silent}/{none_cases}")
    print("per code (TP/FP/FN):")
    for code in sorted(per_code):
        t, f, n = per_code[code]
        print(f"  {code}: {t}/{f}/{n}")
    print(f"False positives ({len(fps)}):")
    for line in fps:
        print("  FP", line)
    print(f"False negatives ({len(fns)}):")
    for line in fns:
        print("  FN", line)
    if errors:
        print(f"Errors ({len(errors)}):")
        for line in errors:
            print("  ERR", line)
    return 0


if __name__ == "__main__":
    try:
        main()
    finally:
        sys.exit(0)
