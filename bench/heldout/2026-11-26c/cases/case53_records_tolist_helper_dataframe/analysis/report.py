# expect: none
# source: https://github.com/mrdbourke/pytorch-deep-learning/issues/583 (the thread's conclusion: keep Python numbers, not tensors, in logged results); per-sample records flattened with .tolist() in a helper
# note: train.py builds the records during training from cuda, graph-attached tensors, but metrics/collect.py turns everything into Python numbers with .tolist(); pandas/NumPy/matplotlib here only see floats and ints
import json
from typing import Dict, List

import numpy as np
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def summarize(records: List[Dict], out_prefix: str):
    df = pd.DataFrame(records)
    df["correct"] = df["pred"] == df["label"]
    per_class = df.groupby("label").agg(acc=("correct", "mean"), loss=("loss", "mean"), n=("id", "count"))
    per_class.to_csv(f"{out_prefix}_per_class.csv")

    hist, edges = np.histogram(df["confidence"], bins=20, range=(0, 1))
    fig, ax = plt.subplots()
    ax.bar(edges[:-1], hist, width=np.diff(edges), align="edge")
    ax.set_xlabel("confidence")
    fig.savefig(f"{out_prefix}_confidence.png")

    hardest = df.sort_values("loss", ascending=False).head(50)
    with open(f"{out_prefix}_hardest.json", "w") as f:
        json.dump(hardest.to_dict(orient="records"), f, indent=2)
    return per_class
