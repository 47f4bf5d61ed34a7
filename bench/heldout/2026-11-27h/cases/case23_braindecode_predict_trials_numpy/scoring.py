"""Trial-wise prediction helpers."""
import numpy as np
import torch
from torch.utils.data import DataLoader


def predict_trials(module, dataset, batch_size=64):
    """Predict every trial of `dataset`; returns NumPy predictions and targets."""
    loader = DataLoader(dataset, batch_size=batch_size, shuffle=False)
    device = next(module.parameters()).device
    all_preds, all_ys = [], []
    module.eval()
    with torch.no_grad():
        for X, y, ind in loader:
            X = X.to(device)
            preds = module(X)
            all_preds.append(preds.cpu().numpy().astype(np.float32))
            all_ys.append(y.numpy())
    return np.concatenate(all_preds), np.concatenate(all_ys)
