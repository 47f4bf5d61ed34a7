# expect: none
# source: https://github.com/MultimediaTechLab/YOLO/pull/83 (losses accumulated as loss_val.item() floats instead of device tensors)
# note: engine.train_one_batch trains on the GPU with grad but returns a dict of Python floats (.item(), param_groups lr); the per-step list
#       and the DataFrame/np.mean/plot built from it here never hold tensors.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import torch

from engine import train_one_batch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def fit(model, loader, epochs=10, lr=0.1):
    model.to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs)
    history = []
    for epoch in range(epochs):
        model.train()
        stats = [train_one_batch(model, batch, optimizer, device) for batch in loader]
        scheduler.step()
        epoch_loss = np.mean([s["loss"] for s in stats])
        epoch_acc = np.mean([s["acc"] for s in stats])
        history.append({"epoch": epoch, "loss": epoch_loss, "acc": epoch_acc, "lr": stats[-1]["lr"]})
        print(f"epoch {epoch}: loss {epoch_loss:.4f} acc {epoch_acc:.3f}")
    df = pd.DataFrame(history)
    df.to_csv("history.csv", index=False)
    plt.plot(df["epoch"], df["loss"])
    plt.savefig("loss.png")
    return df
