# expect: none
# source: https://github.com/davidtvs/pytorch-lr-finder (torch_lr_finder/lr_finder.py: range_test records the learning rate and loss.item() per step, plot() draws them)
# note: training runs on the GPU with grad, but what is plotted are optimizer.param_groups[0]["lr"] (Python floats) and smoothed loss.item()
#       values; np.gradient/np.argmin see lists of floats.
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"


def range_test(model, train_loader, start_lr=1e-7, end_lr=10, num_iter=100, smooth_f=0.05):
    model.to(device)
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=start_lr, momentum=0.9)
    gamma = (end_lr / start_lr) ** (1.0 / num_iter)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=gamma)

    lrs, losses = [], []
    best_loss = None
    it = iter(train_loader)
    for iteration in range(num_iter):
        try:
            inputs, labels = next(it)
        except StopIteration:
            it = iter(train_loader)
            inputs, labels = next(it)
        inputs, labels = inputs.to(device), labels.to(device)
        optimizer.zero_grad()
        outputs = model(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()

        lrs.append(optimizer.param_groups[0]["lr"])
        scheduler.step()

        loss_value = loss.item()
        if iteration > 0:
            loss_value = smooth_f * loss_value + (1 - smooth_f) * losses[-1]
        losses.append(loss_value)
        if best_loss is None or loss_value < best_loss:
            best_loss = loss_value
        if loss_value > 5 * best_loss:
            break

    min_grad_idx = int(np.gradient(np.array(losses)).argmin())
    fig, ax = plt.subplots()
    ax.plot(lrs, losses)
    ax.scatter(lrs[min_grad_idx], losses[min_grad_idx], s=75, marker="o", color="red", zorder=3)
    ax.set_xscale("log")
    ax.set_xlabel("Learning rate")
    ax.set_ylabel("Loss")
    plt.show()
    return lrs[min_grad_idx]
