# expect: none
# source: https://github.com/huggingface/transformers/issues/31667 (compute_metrics receives NumPy logits/labels); calibration analysis of logits saved by an earlier inference run
# note: logits, labels, probs, loss are NumPy arrays; the one torch tensor is made from NumPy on CPU without grad and goes back with .numpy()
import argparse
import json

import numpy as np
import torch
import torch.nn.functional as F
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from sklearn.metrics import accuracy_score, log_loss


def expected_calibration_error(probs, labels, n_bins=15):
    conf = probs.max(axis=1)
    preds = probs.argmax(axis=1)
    bins = np.linspace(0, 1, n_bins + 1)
    ece = 0.0
    for lo, hi in zip(bins[:-1], bins[1:]):
        mask = (conf > lo) & (conf <= hi)
        if mask.any():
            ece += mask.mean() * abs((preds[mask] == labels[mask]).mean() - conf[mask].mean())
    return ece


def temperature_scale(logits, temperature):
    scaled = torch.from_numpy(logits).float() / temperature
    return F.softmax(scaled, dim=-1).numpy()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("predictions", help="npz written by predict.py with 'logits' and 'labels'")
    parser.add_argument("--temperature", type=float, default=1.5)
    parser.add_argument("--out", default="reliability.png")
    args = parser.parse_args()

    data = np.load(args.predictions)
    logits, labels = data["logits"], data["labels"]
    outputs = {}
    for name, t in (("raw", 1.0), ("scaled", args.temperature)):
        probs = temperature_scale(logits, t)
        loss = log_loss(labels, probs)
        outputs[name] = {
            "accuracy": accuracy_score(labels, probs.argmax(axis=1)),
            "nll": float(loss),
            "ece": float(expected_calibration_error(probs, labels)),
        }
        plt.hist(probs.max(axis=1), bins=30, alpha=0.5, label=f"{name} (T={t})")
    plt.legend()
    plt.savefig(args.out)
    print(json.dumps(outputs, indent=2))


if __name__ == "__main__":
    main()
