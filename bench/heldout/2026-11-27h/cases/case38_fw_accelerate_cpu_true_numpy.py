# expect: none
# source: https://github.com/huggingface/accelerate/issues/85 ("How to use on CPU?": `Accelerator(cpu=True)`; maintainer: `acc.device` prints "cpu")
# note: the Accelerator is created with cpu=True, so accelerator.device is the CPU: prepare() keeps the model there and the prepared dataloaders yield CPU batches, and gather_for_metrics returns CPU tensors. Evaluation runs under no_grad and gathers argmax indices, so `.numpy()` is valid; mixed precision is off (float32).
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import accuracy_score
from torch import nn

from tabular_data import eval_loader, train_loader

accelerator = Accelerator(cpu=True)
model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 3))
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
model, optimizer, train_loader, eval_loader = accelerator.prepare(model, optimizer, train_loader, eval_loader)

for epoch in range(10):
    model.train()
    for x, y in train_loader:
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        accelerator.backward(loss)
        optimizer.step()

    model.eval()
    all_preds, all_labels = [], []
    for x, y in eval_loader:
        with torch.no_grad():
            logits = model(x)
        preds, labels = accelerator.gather_for_metrics((logits.argmax(dim=-1), y))
        all_preds.append(preds.numpy())
        all_labels.append(labels.numpy())
    acc = accuracy_score(np.concatenate(all_labels), np.concatenate(all_preds))
    accelerator.print(f"epoch {epoch}: accuracy {acc:.4f} on {accelerator.device}")
