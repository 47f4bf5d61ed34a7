import torch
import torch.nn.functional as F


class HookActs:
    def __init__(self, module):
        self.stored = None
        self.handle = module.register_forward_hook(self.hook)

    def hook(self, module, inp, out):
        self.stored = out

    def remove(self):
        self.handle.remove()


class HookGrads:
    def __init__(self, module):
        self.stored = None
        self.handle = module.register_full_backward_hook(self.hook)

    def hook(self, module, grad_in, grad_out):
        self.stored = grad_out[0]

    def remove(self):
        self.handle.remove()


def get_acts_and_grads(model, modules, x, y=None, detach=True, cpu=False):
    """Returns activations and gradients for the given modules of a model and a single input."""
    acts_hooks = [HookActs(m) for m in modules]
    grads_hooks = [HookGrads(m) for m in modules]
    preds = model(x)
    if y is None:
        y = preds.argmax(-1)
    preds.gather(1, y.view(-1, 1)).sum().backward()
    acts, grads = [h.stored for h in acts_hooks], [h.stored for h in grads_hooks]
    for h in acts_hooks + grads_hooks:
        h.remove()
    if detach:
        acts, grads = [a.detach() for a in acts], [g.detach() for g in grads]
    if cpu:
        acts, grads = [a.cpu() for a in acts], [g.cpu() for g in grads]
    return acts, grads


def get_attribution_map(model, modules, x, y=None, detach=True, cpu=False, apply_relu=True):
    def _get_attribution_map(A_k, w_ck):
        dim = (0, 2, 3) if A_k.ndim == 4 else (0, 2)
        w_ck = w_ck.mean(dim, keepdim=True)
        L_c = (w_ck * A_k).sum(1)
        if apply_relu:
            L_c = F.relu(L_c)
        if L_c.ndim == 3:
            return L_c.squeeze(0)
        return L_c

    acts, grads = get_acts_and_grads(model, modules, x, y, detach=detach, cpu=cpu)
    return [_get_attribution_map(A_k, w_ck) for A_k, w_ck in zip(acts, grads)]
