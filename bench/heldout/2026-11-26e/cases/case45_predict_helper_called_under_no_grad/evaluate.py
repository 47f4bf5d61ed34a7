import numpy as np
import torch

from metrics import expected_calibration_error, predict_proba


def evaluate(model, loader):
    model.eval()
    probs, labels = [], []
    with torch.no_grad():
        for x, y in loader:
            probs.append(predict_proba(model, x))
            labels.append(y.numpy())
    probs, labels = np.concatenate(probs), np.concatenate(labels)
    return {"acc": float((probs.argmax(1) == labels).mean()), "ece": expected_calibration_error(probs, labels)}
