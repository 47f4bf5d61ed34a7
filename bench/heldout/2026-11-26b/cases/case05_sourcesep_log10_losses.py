# expect: TL002
# source: https://github.com/source-separation/tutorial/issues/28
import matplotlib.pyplot as plt
import numpy as np
import torch

LEARNING_RATES = [1e-2, 1e-3, 1e-4]
N_ITERATIONS = 200

mix = torch.rand(64, 257)
source = mix * torch.rand(64, 257)

grad_norms, losses = [], []
for lr in LEARNING_RATES:
    model = torch.nn.Sequential(torch.nn.Linear(257, 257), torch.nn.Sigmoid())
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    lr_norms, lr_losses = [], []
    for _ in range(N_ITERATIONS):
        estimate = model(mix) * mix
        loss = torch.nn.functional.l1_loss(estimate, source)
        optimizer.zero_grad()
        loss.backward()
        norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1e3)
        optimizer.step()
        lr_norms.append(norm.item())
        lr_losses.append(loss)
    grad_norms.append(lr_norms)
    losses.append(lr_losses)

fig, ax = plt.subplots(1, 2, figsize=(15, 5))
for j, lr in enumerate(LEARNING_RATES):
    ax[0].plot(grad_norms[j], label=f"Learning rate: {lr}")
    ax[0].set_title("Gradient norm for each learning rate")
for j, lr in enumerate(LEARNING_RATES):
    ax[1].plot(np.log10(losses[j]), label=f"Learning rate: {lr}")
    ax[1].set_ylabel("log(loss)")
plt.show()
