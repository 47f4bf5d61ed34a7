# expect: none
# source: public multi-model fitting helper found with find_string "torch.stack(losses).sum().backward()" (fit several GP-style models side by side: losses = [...] per step, torch.stack(losses).sum().backward(), history.append(-loss.item()))
# note: the list of graph-attached losses is rebuilt in every step and consumed by backward() in the same step; what outlives the step is -loss.item() (Python floats) in the per-model histories; CPU only
from dataclasses import dataclass

import torch


@dataclass
class FitResult:
    elbo: list


def fit_jointly(models, data, steps=500, lr=0.01, verbose=False, callback=None):
    """Fit independent models with one optimiser.

    The models share nothing, so the summed loss is the same as training them one after
    another, but they advance together, which lets a UI show them updating side by side.
    """
    prepared = [model._prepare(x, y) for model, (x, y) in zip(models, data, strict=True)]
    optimiser = torch.optim.Adam([p for model in models for p in model.parameters()], lr=lr)
    histories: list[list[float]] = [[] for _ in models]

    for step in range(steps):
        optimiser.zero_grad()
        losses = [
            -model.elbo(x, yc) / yc.numel() for model, (x, yc) in zip(models, prepared, strict=True)
        ]
        torch.stack(losses).sum().backward()
        optimiser.step()
        for history, loss in zip(histories, losses, strict=True):
            history.append(-loss.item())
        if verbose and step % 50 == 0:
            print(f"step {step:4d}  elbo/pt {[round(h[-1], 4) for h in histories]}")
        if callback is not None and callback(step, [h[-1] for h in histories]):
            break

    return [FitResult(elbo=history) for history in histories]
