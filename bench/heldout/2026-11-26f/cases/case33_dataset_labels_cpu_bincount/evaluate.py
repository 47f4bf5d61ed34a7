# expect: none
# source: https://github.com/Atcold/NYU-DLSP20/issues/11 (the fix discussed there: only what went to the GPU must come back with .cpu())
# note: dataset.py yields CPU tensors and the DataLoader collates them on the CPU; only the inputs are moved to cuda. The labels are never moved, so `labels.numpy()` and np.bincount are correct; the predictions are copied with .cpu() under no_grad.
import numpy as np
import torch
import torch.nn as nn
from sklearn.metrics import confusion_matrix
from torch.utils.data import DataLoader

from dataset import SpiralDataset

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")


def evaluate(model: nn.Module):
    loader = DataLoader(SpiralDataset(), batch_size=256)
    model = model.to(device).eval()
    all_preds, all_labels = [], []
    with torch.no_grad():
        for x, labels in loader:
            scores = model(x.to(device))
            all_preds.append(scores.argmax(dim=1).cpu().numpy())
            all_labels.append(labels.numpy())
    y_true = np.concatenate(all_labels)
    y_pred = np.concatenate(all_preds)
    print("class counts", np.bincount(y_true))
    return confusion_matrix(y_true, y_pred)
