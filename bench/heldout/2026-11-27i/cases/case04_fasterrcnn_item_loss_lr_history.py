# expect: none
# source: https://github.com/bubbliiiing/faster-rcnn-pytorch/issues/27 (fix: accumulate `float(loss)` instead of the loss tensor; maintainer: "I should just take item") - fixed twin of case03
# note: reconstruction: each epoch's losses are accumulated as Python floats (`.item()`), the learning rate is read from optimizer.param_groups (a float), and the per-epoch history (floats) is plotted with matplotlib and saved with pandas. No tensor reaches NumPy.
import matplotlib.pyplot as plt
import pandas as pd
import torch


def fit(net, train_util, optimizer, scheduler, gen, epoch_step, epochs, cuda):
    history = []
    for epoch in range(epochs):
        total_loss = 0.0
        net.train()
        for iteration, (images, boxes, labels) in enumerate(gen):
            if iteration >= epoch_step:
                break
            images = torch.from_numpy(images).float()
            if cuda:
                images = images.cuda()
            _, _, _, _, total = train_util.train_step(images, boxes, labels, 1)
            total_loss += total.item()
        history.append({
            "epoch": epoch + 1,
            "loss": total_loss / epoch_step,
            "lr": optimizer.param_groups[0]["lr"],
        })
        scheduler.step()

    frame = pd.DataFrame(history)
    frame.to_csv("logs/loss_history.csv", index=False)
    plt.plot(frame["epoch"], frame["loss"], label="train loss")
    plt.twinx().plot([h["epoch"] for h in history], [h["lr"] for h in history], "r--")
    plt.savefig("logs/loss_history.png")
    return history
