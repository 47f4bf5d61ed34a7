# expect: none
# source: https://github.com/SJ001/AI-Feynman/issues/57 ("TypeError: can't convert cuda:0 device type tensor to numpy.": running `aifeynman.run_aifeynman("./example_data/", "example1.txt", 60, "14ops.txt", polyfit_deg=3, NN_epochs=500)` fails after "Checking for separabilities..." with the NN loss printed as `tensor(0.0011, device='cuda:0', grad_fn=<DivBackward0>)`; the fix PR #75 says "the code is trying to take the argmin of an array that's being constructed with torch.Tensor objects")
# note: the separability test of AI-Feynman as it runs on a CUDA machine, reconstructed as one module: the pretrained network is loaded and moved to `device` (cuda when `is_cuda`), every candidate split of the variables is scored under `torch.no_grad()` by a mean squared error that stays a 0-d cuda tensor, and `np.argmin` over the list of those errors converts them through `Tensor.__array__` and raises. The data are read with `np.loadtxt`, the combinations come from `itertools`, and the saved split indices are plain Python ints. Twin: the errors are stored as Python floats with `.item()`, so `np.argmin` works on a list of floats.
from __future__ import print_function

import os
from itertools import combinations

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

is_cuda = torch.cuda.is_available()
device = torch.device("cuda" if is_cuda else "cpu")


class SimpleNet(nn.Module):
    def __init__(self, ni):
        super().__init__()
        self.linear1 = nn.Linear(ni, 128)
        self.linear2 = nn.Linear(128, 128)
        self.linear3 = nn.Linear(128, 64)
        self.linear4 = nn.Linear(64, 64)
        self.linear5 = nn.Linear(64, 1)

    def forward(self, x):
        x = F.tanh(self.linear1(x))
        x = F.tanh(self.linear2(x))
        x = F.tanh(self.linear3(x))
        x = F.tanh(self.linear4(x))
        x = self.linear5(x)
        return x


def rmse_loss(pred, targ):
    denom = targ ** 2
    denom = torch.sqrt(denom.sum() / len(denom))
    return torch.sqrt(F.mse_loss(pred, targ)) / denom


def load_pretrained(pathdir, filename, n_variables):
    model = SimpleNet(n_variables)
    state = torch.load("results/NN_trained_models/models/" + filename + ".h5", map_location="cpu")
    model.load_state_dict(state)
    model = model.to(device)
    model.eval()
    return model


def check_separability_plus(pathdir, filename):
    data = np.loadtxt(os.path.join(pathdir, filename))
    n_variables = data.shape[1] - 1
    variables = torch.from_numpy(data[:, :n_variables]).float().to(device)
    f_dependent = torch.from_numpy(data[:, -1:]).float().to(device)

    model = load_pretrained(pathdir, filename, n_variables)

    # the reference error of the network on the unmodified data
    with torch.no_grad():
        base_error = rmse_loss(model(variables), f_dependent)

    # the fixed point every other variable is clamped to
    fixed = variables.mean(dim=0, keepdim=True)

    splits = []
    min_error_list = []
    for n_left in range(1, n_variables // 2 + 1):
        for left in combinations(range(n_variables), n_left):
            right = [i for i in range(n_variables) if i not in left]

            a = variables.clone()
            b = variables.clone()
            c = fixed.repeat(len(variables), 1)
            a[:, list(right)] = fixed[:, list(right)]
            b[:, list(left)] = fixed[:, list(left)]

            with torch.no_grad():
                # f(x_left, x_right) ?= f(x_left, c) + f(c, x_right) - f(c, c)
                prediction = model(a) + model(b) - model(c)
                error = rmse_loss(prediction, f_dependent)

            splits.append((list(left), right))
            min_error_list.append(error.item())

    best_idx = np.argmin(min_error_list)
    best_left, best_right = splits[best_idx]
    best_error = min_error_list[best_idx]
    print("Best additive split:", best_left, "|", best_right)
    return best_error, base_error, best_left, best_right


def save_separable_plus(pathdir, filename, idx_left, idx_right):
    data = np.loadtxt(os.path.join(pathdir, filename))
    y = data[:, -1]
    left_data = np.column_stack([data[:, idx_left], y])
    right_data = np.column_stack([data[:, idx_right], y])
    os.makedirs("results/separable_add", exist_ok=True)
    np.savetxt("results/separable_add/" + filename + "-add_a", left_data)
    np.savetxt("results/separable_add/" + filename + "-add_b", right_data)
    return ("results/separable_add/", filename + "-add_a", filename + "-add_b")


if __name__ == "__main__":
    print("Checking for separabilities...")
    best_error, base_error, left, right = check_separability_plus("./example_data/", "example1.txt")
    if float(best_error) < 10 * float(base_error):
        print("Additive separability found!")
        save_separable_plus("./example_data/", "example1.txt", left, right)
