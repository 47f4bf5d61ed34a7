# expect: none
# source: https://github.com/HSF-reco-and-software-triggers/Tracking-ML-Exa.TrkX/issues/20 ("Running the TrackML_example with TrainTrack": the traceback runs through `LightningModules/Embedding/Models/inference.py`, line 76, `on_test_end` -> `metrics = self.calculate_metrics()`)
# note: the Exa.TrkX embedding-stage test callback reconstructed around the quoted frames (only the call chain is visible in the stored thread; the failing line inside `calculate_metrics` is this case's reconstruction). `test_step` in `embedding_base.py` returns edge truth and distances computed on the accelerator (`Trainer(gpus=1)` in `train_embedding.py`); the callback concatenates them and hands the cuda tensors to `sklearn.metrics.roc_curve`, which converts them with `np.asarray`. The truth is int64 and the test step runs without grad; `.sum().item()` counts, the `float()` purity and the NumPy plotting after the conversion are fine. Twin: both concatenations are moved with `.cpu()` first.
import os

import matplotlib.pyplot as plt
import numpy as np
import sklearn.metrics
import torch
from pytorch_lightning.callbacks import Callback


class EmbeddingTelemetry(Callback):
    def __init__(self, output_dir="plots"):
        super().__init__()
        self.output_dir = output_dir

    def on_test_start(self, trainer, pl_module):
        self.truths, self.distances, self.n_edges = [], [], 0

    def on_test_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        self.truths.append(outputs["truth"])
        self.distances.append(outputs["distances"])
        self.n_edges += outputs["preds"].shape[1]

    def on_test_end(self, trainer, pl_module):
        metrics = self.calculate_metrics()
        self.make_plot(metrics)

    def calculate_metrics(self):
        truth, distances = torch.cat(self.truths).cpu(), torch.cat(self.distances).cpu()
        n_true = truth.sum().item()
        purity = float(n_true) / max(self.n_edges, 1)
        fpr, tpr, _ = sklearn.metrics.roc_curve(truth, -distances)
        auc = sklearn.metrics.auc(fpr, tpr)
        print(f"edges {self.n_edges}, true {n_true}, purity {purity:.3f}, AUC {auc:.4f}")
        return {"fpr": fpr, "tpr": tpr, "auc": auc}

    def make_plot(self, metrics):
        os.makedirs(self.output_dir, exist_ok=True)
        fig, ax = plt.subplots(figsize=(6, 6))
        ax.plot(metrics["fpr"], metrics["tpr"])
        ax.plot(np.linspace(0, 1, 10), np.linspace(0, 1, 10), "--")
        ax.set_title(f"Embedding ROC, AUC = {metrics['auc']:.4f}")
        fig.savefig(os.path.join(self.output_dir, "embedding_roc.png"))
