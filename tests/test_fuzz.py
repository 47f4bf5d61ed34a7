"""Property-based fuzzing in CI (a modest budget; `bench/fuzz.py` is the long run):
generated programs never make the checker fail, and their fixes re-parse, are idempotent
and leave nothing fixable. Regressions the fuzzer found are pinned at the bottom."""

from __future__ import annotations

from hypothesis import HealthCheck, Phase, given, settings

from fuzz_programs import SETTINGS_CONVERTER, SETTINGS_STRICT, check_properties, generated_code, tensor_programs, with_header

# A modest budget for CI (about 20 s in all). No shrinking or targeting phases: a failure
# is reported as drawn (hypothesmith's programs are small), and the run stays bounded.
FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    database=None,
)


@FUZZ
@given(generated_code())
def test_generated_programs_never_fail(code):
    check_properties(with_header(code), fixes=False)


@FUZZ
@given(tensor_programs())
def test_spliced_tensor_programs_fix_cleanly(source):
    check_properties(source)


@settings(FUZZ, max_examples=20)
@given(tensor_programs())
def test_spliced_tensor_programs_converter_style_and_strict(source):
    check_properties(source, SETTINGS_CONVERTER)
    check_properties(source, SETTINGS_STRICT)


# --------------------------------------------------------------------------- regressions

from helpers import fix, parses  # noqa: E402


def test_regression_parenthesized_expression_is_wrapped_not_appended_inside():
    # Found by the fuzzer: `(t + 1).numpy()` was fixed to `(t + 1.cpu()).numpy()` (a syntax
    # error), and `(t + u).numpy()` to `(t + u.cpu()).numpy()` (moves only `u`): the span of
    # a node excludes its parentheses.
    head = "import torch\nt = torch.ones(3).cuda()\nu = torch.ones(3).cuda()\n"
    assert fix(head + "(t + 1).numpy()\n") == head + "((t + 1).cpu()).numpy()\n"
    assert fix(head + "y = (t + u).numpy()\n") == head + "y = ((t + u).cpu()).numpy()\n"
    assert fix(head + "y = ((t + u)  # sum\n).numpy()\n") == head + "y = (((t + u).cpu())  # sum\n).numpy()\n"
    assert fix(head + "y = (t).numpy()\n") == head + "y = (t.cpu()).numpy()\n"  # an atom: appended
    for source in (head + "(t + 1).numpy()\n", head + "y = ((t + u)  # sum\n).numpy()\n"):
        once = fix(source)
        assert parses(once) and fix(once) == once
