# expect: TL002
# source: https://github.com/Lightning-AI/pytorch-lightning (src/lightning/pytorch/loops/optimization/automatic.py: ClosureResult detaches only "loss"; extra keys reach on_train_batch_end as returned)
# note: outputs["probs"] from model.training_step is still graph-attached when the callback runs (grad mode on); .cpu() handles the GPU, not the grad
import numpy as np
import lightning as L
from sklearn.metrics import roc_auc_score


class RunningAUROC(L.Callback):
    """Logs a running macro AUROC over the last `window` training batches."""

    def __init__(self, window: int = 50):
        self.window = window
        self.probs, self.targets = [], []

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        self.probs.append(outputs["probs"].cpu().numpy())
        self.targets.append(outputs["target"].cpu().numpy())
        self.probs, self.targets = self.probs[-self.window:], self.targets[-self.window:]
        if batch_idx % self.window == 0 and batch_idx > 0:
            p, t = np.concatenate(self.probs), np.concatenate(self.targets)
            valid = [j for j in range(t.shape[1]) if len(np.unique(t[:, j])) == 2]
            if valid:
                auc = roc_auc_score(t[:, valid], p[:, valid], average="macro")
                pl_module.log("train_auroc_running", auc, prog_bar=True)

    def on_train_epoch_end(self, trainer, pl_module):
        self.probs.clear()
        self.targets.clear()
