"""TL101 transfer-then-slice: a whole tensor copied from an accelerator to keep a part (`t.cpu()[idx]`)."""

from __future__ import annotations

from tensorlint.facts.conversions import HOST_SLICE, Conversion
from tensorlint.rules.base import Example, Finding, Rule


class TransferThenSlice(Rule):
    code = "TL101"
    name = "transfer-then-slice"
    summary = "a tensor that may be on an accelerator copied whole to the host, then indexed (`t.cpu()[idx]`)"
    fix_safety = None
    site = HOST_SLICE
    documentation = """## What it does
Checks for indexing the host copy of a tensor that may be on an accelerator:
`t.cpu()[idx]`, `t.detach().cpu()[mask]`, `t.cpu().numpy()[:k]`, `t.to("cpu")[1]`. Taking
everything (`[:]`, `[...]`, a reversal `[::-1]`, a written-out permutation of an axis `[[1, 0]]`) is not reported, nor the first item alone (`[0]`, `[0, ...]`, `[0, 0]`):
on real code that is most often the whole of a batch of one (`model(img.unsqueeze(0))`), and
the analysis does not know batch sizes; nor a margin cut off the end (`[:, :-pad]`,
`[trim:-trim]`): padding removed after the copy keeps nearly all of it.
(`np.asarray(t)[mask]` of a tensor on an accelerator raises before anything is wasted: that
is TL003.)

## Why is this bad?
The copy moves the whole tensor over the bus and allocates it on the host, to keep a part:
for a batch of images, a vocabulary of logits or a long sequence, most of the transfer (and
the wait for it) is wasted. Indexing on the device first copies only what is kept.

## Example
```python
top = logits.cpu()[:, :5]
best = scores.detach().cpu().numpy()[mask]
```

## Use instead
```python
top = logits[:, :5].cpu()
best = scores[torch.as_tensor(mask, device=scores.device)].detach().cpu().numpy()
```

## Fix safety
No automatic fix: torch and NumPy indexing differ (negative steps, some boolean and list
indices), so moving the subscript before the copy is not always the same program.
"""

    VALID = (
        Example('import torch\nx = torch.ones(8, device="cuda")\nx[:4].cpu()\n'),
        Example('import torch\nx = torch.ones(8)\nx.cpu()[:4]\n'),
        Example('import torch\nx = torch.ones(8, device="cuda")\nx.cpu()[:]\n'),
        Example('import torch\nx = torch.ones(1, 8, device="cuda")\nx.cpu().numpy()[0]\n'),
    )
    INVALID = (
        Example('import torch\nx = torch.ones(8, device="cuda")\nx.cpu()[:4]\n'),
        Example('import torch\nx = torch.ones(8, device="cuda")\nx.detach().cpu().numpy()[-1]\n'),
    )

    def check(self, conversion: Conversion) -> Finding | None:
        if conversion.accel is None:
            return None
        subject = conversion.subject_short
        return Finding(
            message=f"`{subject}` may be on an accelerator: it is copied whole to the host, then indexed to keep a part",
            reason=conversion.accel,
            hint=f"Index `{subject}` on its device first, then copy the part to the host.",
        )
