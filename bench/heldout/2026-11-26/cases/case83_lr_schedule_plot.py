# source: https://github.com/d2l-ai/d2l-en/pull/1966
# expect: none
# why: the plotted values are Python floats from scheduler.get_last_lr() and loss.item(); no tensor reaches matplotlib
import matplotlib.pyplot as plt
import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train_with_schedule(net, train_iter, num_epochs=10, lr=0.1, wd=5e-4):
    net = net.to(device)
    optimizer = torch.optim.SGD(net.parameters(), lr=lr, momentum=0.9, weight_decay=wd)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=4, gamma=0.5)
    loss_fn = nn.CrossEntropyLoss()
    lrs, train_losses = [], []
    for epoch in range(num_epochs):
        total, n = 0.0, 0
        for X, y in train_iter:
            X, y = X.to(device), y.to(device)
            optimizer.zero_grad()
            l = loss_fn(net(X), y)
            l.backward()
            optimizer.step()
            total += l.item() * y.shape[0]
            n += y.shape[0]
        lrs.append(scheduler.get_last_lr()[0])
        train_losses.append(total / n)
        scheduler.step()
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(8, 3))
    ax1.plot(range(1, num_epochs + 1), lrs)
    ax1.set_ylabel("learning rate")
    ax2.plot(range(1, num_epochs + 1), train_losses)
    ax2.set_ylabel("train loss")
    plt.savefig("schedule.png")
