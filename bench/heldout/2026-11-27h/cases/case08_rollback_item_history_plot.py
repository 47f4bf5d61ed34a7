# expect: none
# source: https://github.com/youngminPIL/rollback/pull/3 ("line174 running_loss += loss.data.item()" in train_resnet_p1.py)
# note: the training loop after the PR: model and batches are on cuda and the loss is graph-attached, but every statistic is read with .item() before it is accumulated, so the per-epoch history, the matplotlib plot and the pandas frame hold Python floats only.
import matplotlib.pyplot as plt
import pandas as pd
import torch
from torch import nn
from torchvision import models

from data import dataloaders, dataset_sizes

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
model = models.resnet50(num_classes=751).to(device)
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)

history = {"loss": [], "acc": []}
for epoch in range(60):
    model.train()
    running_loss = 0.0
    running_corrects = 0
    for inputs, labels in dataloaders["train"]:
        inputs, labels = inputs.to(device), labels.to(device)
        optimizer.zero_grad()
        outputs = model(inputs)
        _, preds = torch.max(outputs.data, 1)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.data.item() * inputs.size(0)
        running_corrects += torch.sum(preds == labels.data).item()
    history["loss"].append(running_loss / dataset_sizes["train"])
    history["acc"].append(running_corrects / dataset_sizes["train"])
    print(f"epoch {epoch}: loss {history['loss'][-1]:.4f} acc {history['acc'][-1]:.4f}")

plt.plot(history["loss"], label="train loss")
plt.plot(history["acc"], label="train acc")
plt.legend()
plt.savefig("train_curve.png")
pd.DataFrame(history).to_csv("history.csv", index_label="epoch")
