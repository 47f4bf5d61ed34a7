# expect: none
# source: https://github.com/samuelyu2002/ImVisible/issues/2 (maintainer: "Try changing all of the places with += loss into += loss.item()", which the reporter confirmed fixed the memory growth)
# note: the training after that fix: Trainer (trainer.py) trains the model on cuda and returns per-epoch dicts of Python floats (.item() sums), so the history list, np.argmin, pd.DataFrame and plt.plot hold no tensor at all.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import torch

from trainer import Trainer


def run(model, train_loader, val_loader, epochs=30, lr=1e-3):
    trainer = Trainer(model, torch.optim.Adam(model.parameters(), lr=lr))
    history = []
    for epoch in range(epochs):
        stats = trainer.train_epoch(train_loader)
        stats.update(trainer.validate(val_loader))
        stats["epoch"] = epoch
        history.append(stats)
        print(f"epoch {epoch}: " + ", ".join(f"{k}={v:.4f}" for k, v in stats.items() if k != "epoch"))

    frame = pd.DataFrame(history)
    frame.to_csv("history.csv", index=False)
    best = int(np.argmin(frame["val_loss"].values))
    plt.plot(frame["epoch"], frame["loss"], label="train")
    plt.plot(frame["epoch"], frame["val_loss"], label="val")
    plt.axvline(best, linestyle="--")
    plt.legend()
    plt.savefig("loss.png")
    return history[best]
