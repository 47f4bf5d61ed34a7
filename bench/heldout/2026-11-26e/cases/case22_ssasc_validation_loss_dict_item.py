# expect: none
# source: https://github.com/jokester-zzz/SSA-SC/issues/2
# note: the training/validation loops after the fix agreed in the thread: each entry of the loss dict is recorded as loss[key].item(), so the
#       per-epoch lists hold Python floats; np.mean and the plot see floats although the model runs on the GPU with grad.
import matplotlib.pyplot as plt
import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train_epoch(model, loader, optimizer, epoch_log):
    model.train()
    for data in loader:
        data = {k: v.to(device) for k, v in data.items()}
        scores = model(data)
        loss = model.compute_loss(scores, data)
        optimizer.zero_grad()
        loss["total"].backward()
        optimizer.step()
        for key in loss:
            epoch_log.setdefault(key, []).append(loss[key].item())


def validate(model, loader, epoch_log):
    model.eval()
    with torch.no_grad():
        for data in loader:
            data = {k: v.to(device) for k, v in data.items()}
            scores = model(data)
            loss = model.compute_loss(scores, data)
            for key in loss:
                epoch_log.setdefault("val_" + key, []).append(loss[key].item())


def fit(model, train_loader, val_loader, epochs=80):
    model.to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    history = {}
    for epoch in range(epochs):
        epoch_log = {}
        train_epoch(model, train_loader, optimizer, epoch_log)
        validate(model, val_loader, epoch_log)
        for key, values in epoch_log.items():
            history.setdefault(key, []).append(np.mean(values))
        print(f"epoch {epoch}: " + ", ".join(f"{k}={v[-1]:.4f}" for k, v in history.items()))
    plt.plot(history["total"], label="train")
    plt.plot(history["val_total"], label="val")
    plt.legend()
    plt.savefig("loss.png")
