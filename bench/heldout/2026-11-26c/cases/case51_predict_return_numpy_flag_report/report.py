# expect: none
# source: https://github.com/huggingface/sentence-transformers/issues/819 (encode(convert_to_numpy=...) flag returning host arrays); flag-controlled predict helper in the same style
# note: predict(..., return_numpy=True) in inference.py returns probs.cpu().numpy() computed under no_grad; report.py only hands NumPy arrays to sklearn, pandas and matplotlib
import argparse

import numpy as np
import pandas as pd
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from sklearn.metrics import roc_auc_score, classification_report, confusion_matrix

from inference import load_model, predict
from data import build_test_loader, CLASS_NAMES


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", default="report.csv")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = load_model(args.model, device)
    loader = build_test_loader(args.data)
    y_true = np.concatenate([y.numpy() for _, y in loader])

    probs = predict(model, loader, device, return_numpy=True)
    preds = probs.argmax(axis=1)
    auc = roc_auc_score(y_true, probs, multi_class="ovr")
    print(classification_report(y_true, preds, target_names=CLASS_NAMES))
    print(f"macro AUC: {auc:.4f}")

    df = pd.DataFrame(probs, columns=[f"p_{c}" for c in CLASS_NAMES])
    df["label"] = y_true
    df["pred"] = preds
    df.to_csv(args.out, index=False)

    cm = confusion_matrix(y_true, preds)
    plt.imshow(cm, cmap="Blues")
    plt.savefig(args.out.replace(".csv", "_cm.png"))


if __name__ == "__main__":
    main()
