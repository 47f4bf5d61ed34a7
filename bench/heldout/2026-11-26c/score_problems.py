#!/usr/bin/env python3
"""score.py, scored by problem instead of by code (added after the freeze; no case changed).

The prompt that commissioned this set defined the codes wrongly: it said TL003 is "on an
accelerator AND requires grad". In tensorlint TL003 is an *implicit* conversion (np.*, plt,
pandas, ...) of a tensor that may be on an accelerator, TL001 the explicit `.numpy()` one.
The cases' expectations follow the prompt: TL001 = a device problem, TL002 = a grad problem,
TL003 = both, TL004 = a dtype problem. So both sides are mapped to problems before
comparing: expected TL001 -> {device}, TL002 -> {grad}, TL003 -> {device, grad}, TL004 ->
{dtype}; reported TL001 and TL003 -> device, TL002 -> grad, TL004 -> dtype.

Usage: TENSORLINT=... python3 score_problems.py --own-project
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import score as S  # noqa: E402

EXPECTED = {"TL001": {"device"}, "TL002": {"grad"}, "TL003": {"device", "grad"}, "TL004": {"dtype"}}
REPORTED = {"TL001": "device", "TL003": "device", "TL002": "grad", "TL004": "dtype"}

_read_expect = S.read_expect
_run_linter = S.run_linter


def read_expect(path):
    codes = _read_expect(path)
    if codes is None:
        return None
    return set().union(*(EXPECTED.get(c, {c}) for c in codes)) if codes else set()


def run_linter(cmd, target, cwd=None):
    data, err = _run_linter(cmd, target, cwd)
    if data is not None:
        data = [dict(item, code=REPORTED.get(item.get("code"), item.get("code"))) for item in data]
    return data, err


S.read_expect = read_expect
S.run_linter = run_linter
S.CODES = ("device", "grad", "dtype")
S.OWN_PROJECT = "--own-project" in sys.argv

if __name__ == "__main__":
    try:
        S.main()
    finally:
        sys.exit(0)
