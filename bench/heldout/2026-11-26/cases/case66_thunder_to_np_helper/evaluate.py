# source: https://github.com/neuro-ml/thunder/issues/49
# expect: none
# why: every tensor goes through utils.to_np (detach + cpu + float32) before the NumPy/sklearn calls here
import numpy as np
import torch
from sklearn.metrics import balanced_accuracy_score

from utils import to_np

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def evaluate(model, loader):
    model.to(device, dtype=torch.bfloat16).eval()
    all_preds, all_targets = [], []
    for x, y in loader:
        logits = model(x.to(device, dtype=torch.bfloat16))
        all_preds.append(to_np(logits))
        all_targets.append(to_np(y))
    predictions = np.concatenate(all_preds)
    targets = np.concatenate(all_targets)
    return balanced_accuracy_score(targets, predictions.argmax(-1))
