# expect: none
# source: https://github.com/macrocosm-os/pretraining/pull/104 ("Use torch.no_grad on loss calculation to save memory.")
# note: reconstruction (the PR gives its title only) of the validator's loss computation: `compute_losses` runs each candidate model over the evaluation batches in grad mode and appends every batch's loss tensor to `losses`, so the graphs of all batches (through the model's activations) stay alive until the list is converted at the end. The models are moved to the validator's device in validator.py; the returned values are Python floats from `.item()`. Twin: the loop runs under `with torch.no_grad():` (the PR's fix), so the stored losses carry no graph; validator.py is identical.
import math

import torch


def compute_losses(model, batches, device, pad_token_id=None):
    """Average next-token loss of `model` on each batch."""
    model.eval()
    losses = []
    with torch.no_grad():
        for batch in batches:
            inputs = batch.to(device)
            logits = model(inputs).logits
            shift_logits = logits[..., :-1, :].contiguous()
            shift_labels = inputs[..., 1:].contiguous()
            if pad_token_id is not None:
                shift_labels = shift_labels.masked_fill(shift_labels == pad_token_id, -100)
            loss = torch.nn.functional.cross_entropy(
                shift_logits.view(-1, shift_logits.size(-1)), shift_labels.view(-1), ignore_index=-100
            )
            losses.append(loss)
    return [l.item() if not math.isnan(l.item()) else math.inf for l in losses]
