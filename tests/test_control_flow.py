"""Control flow in the facts pass (issue 12, step 6): break, continue, return and raise are
separate exits; loops run to a capped fixed point; facts about `x.attr` die when `x` is
rebound. Each case failed on the code before the change."""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import codes_by_line, expected_by_line

CASES = {
    "break-carries-its-state-out-of-the-loop": """
        import torch
        model = torch.nn.Linear(2, 2).cuda()
        result = None
        for batch in [torch.ones(2)] * 3:
            with torch.no_grad():
                out = model(batch.cuda())
            if out.sum() > 0:
                result = out
                break
        result.numpy()  # expect: TL001
    """,
    "while-true-leaves-only-through-break": """
        import torch
        x = torch.ones(2)
        while True:
            x = x.cuda()
            break
        x.numpy()  # expect: TL001
    """,
    "continue-carries-its-state-to-the-next-iteration": """
        import torch
        last = torch.ones(2)
        for i in range(3):
            if i == 0:
                last = torch.ones(2, device="cuda")
                continue
            print(last.numpy())  # expect: TL001
    """,
    "a-fact-needs-three-rounds-to-reach-the-conversion": """
        import torch
        a = torch.ones(2)
        b = torch.ones(2)
        c = torch.ones(2)
        for i in range(3):
            c.numpy()  # expect: TL001
            c = b
            b = a
            a = torch.ones(2, device="cuda")
    """,
    "raise-in-try-reaches-the-handler": """
        import torch
        x = torch.ones(2)
        try:
            x = torch.ones(2, device="cuda")
            raise ValueError("retry")
        except ValueError:
            x.numpy()  # expect: TL001
    """,
    "rebinding-an-object-drops-its-attribute-facts": """
        import torch
        from data import next_batch

        batch = next_batch()
        batch.x = torch.ones(2, device="cuda")
        batch = next_batch()
        batch.x.numpy()
    """,
    "rebinding-an-attribute-drops-its-sub-attribute-facts": """
        import torch
        from data import next_batch

        state = next_batch()
        state.batch = next_batch()
        state.batch.x = torch.ones(2, device="cuda")
        state.batch = next_batch()
        state.batch.x.numpy()
    """,
    "attribute-facts-stay-while-the-object-does": """
        import torch
        from data import next_batch

        batch = next_batch()
        batch.x = torch.ones(2, device="cuda")
        batch.x.numpy()  # expect: TL001
    """,
    "return-in-a-loop-does-not-leak-after-it": """
        import torch

        def first_cpu(items):
            x = torch.ones(2)
            for item in items:
                x = torch.ones(2, device="cuda")
                return x.cpu()
            return x.numpy()
    """,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_control_flow(name):
    source = textwrap.dedent(CASES[name]).lstrip("\n")
    assert codes_by_line(source) == expected_by_line(source)
