# expect: none
# source: https://github.com/zoogzog/chexnet/issues/12 ("Memory error while training": `losstensorMean += losstensor` accumulated tensors; suggested fix: add the value only)
# note: the trainer after the suggested fix: ChexnetTrainer.epochTrain/epochVal (trainer.py) read every loss with .item() and return Python floats, so the history plotted with matplotlib, the argmin and the pandas frame here hold floats, although the model and batches are on cuda and training runs with grad.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import torch

from densenet import DenseNet121
from chexnet_data import train_loader, val_loader
from trainer import ChexnetTrainer

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = DenseNet121(classCount=14, isTrained=True).to(device)
optimizer = torch.optim.Adam(model.parameters(), lr=0.0001, betas=(0.9, 0.999), eps=1e-08)
scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.1, patience=5, mode="min")
loss = torch.nn.BCELoss(reduction="mean")

history = {"train": [], "val": []}
for epoch in range(100):
    history["train"].append(ChexnetTrainer.epochTrain(model, train_loader, optimizer, loss, device))
    history["val"].append(ChexnetTrainer.epochVal(model, val_loader, loss, device))
    scheduler.step(history["val"][-1])

best_epoch = int(np.argmin(history["val"]))
print(f"best epoch {best_epoch}: val loss {history['val'][best_epoch]:.4f}")
plt.plot(history["train"], label="train")
plt.plot(history["val"], label="val")
plt.legend()
plt.savefig("chexnet_loss.png")
pd.DataFrame(history).to_csv("chexnet_loss.csv", index_label="epoch")
