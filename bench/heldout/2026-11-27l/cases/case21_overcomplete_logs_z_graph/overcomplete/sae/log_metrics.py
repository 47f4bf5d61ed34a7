# expect: TL008
# source: https://github.com/KempnerInstitute/overcomplete/issues/5 ("GPU memory leak": in `log_metrics.py`, `_log_metrics(monitoring, logs, model, z, loss, optimizer)` with `monitoring=2` does `logs['z'].append(z.detach()[::10])` "<= This grows indefinitely on GPU RAM"; the maintainer accepts `z.detach().cpu()[::10]`)
# note: reconstruction one step further back than the code, without the `.detach()`: `z` is the SAE's code from the training forward in train.py (grad on, cuda via device="cuda" in run_sae.py), `_log_metrics` is called on every step and appends a slice of it to `logs["z"]`, so every step's autograd graph is kept alive for the whole run. All the other logged values are Python floats from `.item()`; the learning rate is a float from param_groups.
import torch


def l2(x, dims=-1):
    return x.norm(dim=dims)


def l0_eps(x, dims=-1, threshold=1e-6):
    return (x.abs() > threshold).float().sum(dim=dims)


def _log_metrics(monitoring, logs, model, z, loss, optimizer):
    if monitoring == 0:
        return
    if monitoring > 0:
        logs["lr"].append(optimizer.param_groups[0]["lr"])
        logs["step_loss"].append(loss.item())
    if monitoring > 1:
        # store directly some z values and the params / gradients norms
        logs["z"].append(z[::10])
        logs["z_l2"].append(l2(z).mean().item())
        logs["dictionary_sparsity"].append(l0_eps(model.get_dictionary()).mean().item())
        logs["dictionary_norms"].append(l2(model.get_dictionary(), -1).mean().item())
        for name, param in model.named_parameters():
            if param.grad is not None:
                logs[f"params_norm_{name}"].append(l2(param).mean().item())
                logs[f"params_grad_norm_{name}"].append(l2(param.grad).mean().item())
