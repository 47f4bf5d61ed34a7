# expect: none
# source: https://github.com/zhuangdizhu/FedGen/issues/15 (numpy() on loss/outputs of a model evaluated with grad on); here the caller disables grad instead of detaching
# note: predict_proba calls .numpy() on the output of a CPU model whose parameters require grad, but its only caller (evaluate.py) runs it inside
#       torch.no_grad(), so the outputs carry no graph and the conversion succeeds.
import numpy as np
import torch


def predict_proba(model, x):
    logits = model(x)
    return torch.softmax(logits, dim=-1).numpy()


def expected_calibration_error(probs, labels, n_bins=15):
    conf = probs.max(axis=1)
    pred = probs.argmax(axis=1)
    bins = np.linspace(0, 1, n_bins + 1)
    ece = 0.0
    for lo, hi in zip(bins[:-1], bins[1:]):
        mask = (conf > lo) & (conf <= hi)
        if mask.any():
            ece += mask.mean() * abs((pred[mask] == labels[mask]).mean() - conf[mask].mean())
    return float(ece)
