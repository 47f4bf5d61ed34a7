# expect: TL001
# source: https://github.com/amirgholami/TRAttack/pull/3
# note: reconstruction of the PR's setting (an adversarial attack run on the GPU; the PR adds .cpu() before .numpy()). The model and the images are moved to cuda and the perturbation is detached, so only the device is wrong at `r.numpy()`. Labels come from the CPU loader.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

device = torch.device("cuda")


def tr_attack(model, x, y, eps=0.03, iters=10):
    x_adv = x.clone().detach().requires_grad_(True)
    for _ in range(iters):
        loss = F.cross_entropy(model(x_adv), y.to(x_adv.device))
        grad, = torch.autograd.grad(loss, x_adv)
        x_adv = (x_adv + eps / iters * grad.sign()).detach().requires_grad_(True)
    return x_adv.detach()


def perturbation_norms(loader):
    model = nn.Sequential(nn.Flatten(), nn.Linear(784, 10)).to(device)
    model.eval()
    norms = []
    for images, labels in loader:
        images = images.to(device)
        x_adv = tr_attack(model, images, labels)
        r = (x_adv - images).detach()
        r_np = r.numpy()
        norms.append(np.linalg.norm(r_np.reshape(len(r_np), -1), axis=1))
        print("first labels", labels.numpy()[:4])
    return np.concatenate(norms)
