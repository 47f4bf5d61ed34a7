"""TL008 accumulated-autograd-history: a tensor that requires grad kept across a loop's iterations (`total_loss += loss`)."""

from __future__ import annotations

from tensorlint.facts.conversions import ACCUMULATE, Conversion
from tensorlint.rules.base import Example, Finding, Rule


class AccumulatedAutogradHistory(Rule):
    code = "TL008"
    name = "accumulated-autograd-history"
    summary = "a tensor that requires grad accumulated across a loop's iterations (`total_loss += loss`)"
    fix_safety = "safe"
    site = ACCUMULATE
    documentation = """## What it does
Checks for a tensor that may require grad being kept, inside a loop over a model's steps (its
body calls `backward()`/`zero_grad()` or a def of the file that calls `backward()`, or it
iterates over a loader or batches), in something
that outlives the iteration: `total_loss += loss`, `total = total + loss`, `losses.append(loss)`,
`history[step] = loss`. It stays silent when the accumulator is bound afresh in the loop body
(`losses = []` each step), when the scope backpropagates through it (`total.backward()`,
`accelerator.backward(total)`, `torch.autograd.grad(total, ...)`: gradient accumulation) or
returns it (a loss summed over heads for the caller's backward), and under `torch.no_grad()`.

## Why is this bad?
A tensor that requires grad holds its autograd graph: keeping one per iteration keeps every
iteration's graph alive. Without a backward pass (an evaluation loop outside `no_grad`) that
includes every saved activation, and memory grows until it runs out; with one, the graph
nodes still pile up. PyTorch's FAQ: "Don't accumulate history across your training loop".

## Example
```python
total_loss = 0
for x, y in loader:
    loss = criterion(model(x), y)
    loss.backward()
    optimizer.step()
    total_loss += loss
```

## Use instead
```python
    total_loss += loss.item()  # or loss.detach() to stay a tensor (on the device)
```

## Fix safety
Safe: the fix inserts `.detach()`, which keeps the values (and the device) and drops only
the graph, which nothing in the scope backpropagates through.
"""

    VALID = (
        Example('import torch\nmodel = torch.nn.Linear(2, 1)\ntotal = 0.0\nfor _ in range(3):\n    loss = model(torch.ones(2)).sum()\n    loss.backward()\n    total += loss.item()\n'),
        Example('import torch\nmodel = torch.nn.Linear(2, 1)\ntotal = 0.0\nfor _ in range(3):\n    total = total + model(torch.ones(2)).sum()\ntotal.backward()\n'),
        Example('import torch\nmodel = torch.nn.Linear(2, 1)\nouts = []\nwith torch.no_grad():\n    for x in [torch.ones(2)] * 3:\n        outs.append(model(x))\n'),
        Example('import torch\nmodel = torch.nn.Linear(2, 2)\nx = torch.ones(2)\nfeatures = []\nfor _ in range(3):\n    x = model(x)\n    features.append(x)\nsum(f.sum() for f in features).backward()\n'),
    )
    INVALID = (
        Example(
            'import torch\nmodel = torch.nn.Linear(2, 1)\ntotal = 0.0\nfor _ in range(3):\n    loss = model(torch.ones(2)).sum()\n    loss.backward()\n    total += loss\n',
            fixed='import torch\nmodel = torch.nn.Linear(2, 1)\ntotal = 0.0\nfor _ in range(3):\n    loss = model(torch.ones(2)).sum()\n    loss.backward()\n    total += loss.detach()\n',
        ),
        Example(
            'import torch\nmodel = torch.nn.Linear(2, 1)\nloader = [torch.ones(2)] * 3\nouts = []\nfor x in loader:\n    outs.append(model(x))\n',
            fixed='import torch\nmodel = torch.nn.Linear(2, 1)\nloader = [torch.ones(2)] * 3\nouts = []\nfor x in loader:\n    outs.append(model(x).detach())\n',
        ),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.grad is None:
            return None
        subject = conversion.subject_short
        hook = conversion.repeated_by
        across = f"across the Trainer's calls of `{hook}()`" if hook else "across the loop's iterations"
        return Finding(
            message=f"`{subject}` may require grad, and keeping it in {conversion.sink} {across} keeps every iteration's autograd graph alive",
            reason=conversion.grad,
            fix_parts=("detach",),
            hint=f"Keep `{subject}.item()` (a number) or `{subject}.detach()`.",
        )
