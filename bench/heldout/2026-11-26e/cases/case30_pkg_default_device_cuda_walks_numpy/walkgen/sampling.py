# expect: TL001
# source: https://github.com/UM-ARM-Lab/pytorch_kinematics/issues/39 (torch.set_default_device("cuda") set by the user; library factories then create cuda tensors)
# note: reconstruction: the package __init__.py sets the default device to cuda when available, so torch.randn/torch.zeros here create cuda tensors;
#       the walks carry no grad and are float32, and `.numpy()` has no .cpu(). The step scale comes from NumPy.
import numpy as np
import torch


def sample_walks(n_walks, n_steps, step_std=0.1, seed=0):
    torch.manual_seed(seed)
    start = torch.zeros(n_walks, 2)
    steps = torch.randn(n_steps, n_walks, 2) * float(np.float32(step_std))
    walks = start + torch.cumsum(steps, dim=0)
    return walks.numpy()
