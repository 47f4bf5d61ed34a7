# expect: none
# source: plot_grad_flow from the PyTorch forum thread "Check gradient flow in network" (discuss.pytorch.org/t/check-gradient-flow-in-network/15063), copied into many repositories
# note: CPU-only training; ave_grads/max_grads hold p.grad.abs().mean()/max() — gradients do not require grad, so plt.plot/plt.bar convert
#       plain CPU tensors. Loss is printed with .item().
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn


def plot_grad_flow(named_parameters):
    ave_grads, max_grads, layers = [], [], []
    for n, p in named_parameters:
        if p.requires_grad and ("bias" not in n) and p.grad is not None:
            layers.append(n)
            ave_grads.append(p.grad.abs().mean())
            max_grads.append(p.grad.abs().max())
    plt.bar(np.arange(len(max_grads)), max_grads, alpha=0.1, lw=1, color="c")
    plt.bar(np.arange(len(max_grads)), ave_grads, alpha=0.1, lw=1, color="b")
    plt.hlines(0, 0, len(ave_grads) + 1, lw=2, color="k")
    plt.xticks(range(0, len(ave_grads), 1), layers, rotation="vertical")
    plt.xlim(left=0, right=len(ave_grads))
    plt.xlabel("Layers")
    plt.ylabel("average gradient")
    plt.title("Gradient flow")
    plt.grid(True)


def train(model: nn.Module, loader, epochs=3):
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    criterion = nn.CrossEntropyLoss()
    for epoch in range(epochs):
        for step, (x, y) in enumerate(loader):
            optimizer.zero_grad()
            loss = criterion(model(x), y)
            loss.backward()
            if step % 100 == 0:
                plot_grad_flow(model.named_parameters())
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
            optimizer.step()
    plt.savefig("grad_flow.png")
