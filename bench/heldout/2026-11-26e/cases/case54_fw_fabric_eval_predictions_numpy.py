# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning (src/lightning/fabric/fabric.py: setup_dataloaders wraps loaders so batches are moved to fabric.device); error as in https://github.com/EliHei2/segger_dev/issues/59
# note: reconstruction: Fabric runs on accelerator="cuda", setup() moves the model and setup_dataloaders() the batches to fabric.device; the
#       evaluation is under no_grad and `torch.cat(preds).numpy()` has no .cpu(). Labels are collected with .cpu().
import lightning as L
import numpy as np
import torch
import torch.nn.functional as F
from sklearn.metrics import confusion_matrix


def main(model, train_loader, test_loader, epochs=5):
    fabric = L.Fabric(accelerator="cuda", devices=1, precision="32-true")
    fabric.launch()
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
    model, optimizer = fabric.setup(model, optimizer)
    train_loader, test_loader = fabric.setup_dataloaders(train_loader, test_loader)

    for epoch in range(epochs):
        model.train()
        for x, y in train_loader:
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            fabric.backward(loss)
            optimizer.step()
        fabric.print(f"epoch {epoch}: last loss {loss.item():.4f}")

    model.eval()
    preds, labels = [], []
    with torch.no_grad():
        for x, y in test_loader:
            preds.append(model(x).argmax(dim=1))
            labels.append(y.cpu())
    all_preds = torch.cat(preds).numpy()
    all_labels = torch.cat(labels).numpy()
    cm = confusion_matrix(all_labels, all_preds)
    fabric.print(cm)
    return float(np.trace(cm) / cm.sum())
