import pytest


def _cuda_available() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


def pytest_collection_modifyitems(config, items):
    if _cuda_available():
        return
    skip = pytest.mark.skip(reason="needs a CUDA device")
    for item in items:
        if "cuda" in item.keywords:
            item.add_marker(skip)


# The inner loop of analysis work (`pytest -m fast`, a few seconds): the facts pass, control
# flow, the rules' own examples, the fixtures' expected findings and the code's layout.
FAST_MODULES = frozenset({"test_facts.py", "test_control_flow.py", "test_judgement.py", "test_rule_examples.py", "test_layout.py"})
FAST_TESTS = frozenset({"test_findings_match_expect_comments", "test_in_place_changes_in_methods_survive_the_slicing"})


@pytest.hookimpl(tryfirst=True)  # before `-m` selects by marker
def pytest_itemcollected(item):
    if item.path.name in FAST_MODULES or item.originalname in FAST_TESTS:
        item.add_marker(pytest.mark.fast)
