# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/5517 (processing the outputs of training_step() in a Callback's on_train_batch_end) and https://github.com/Lightning-AI/pytorch-lightning/issues/15315 (the `loss` in those outputs is the value Lightning normalizes internally)
# note: Lightning 2.x, checked in src/lightning/pytorch/loops/optimization/automatic.py: ClosureResult keeps `loss = closure_loss.detach().clone()` and on_train_batch_end receives `{"loss": self.loss, **extra}`, so outputs["loss"] is a detached float32 tensor on the module's GPU and `.cpu().numpy()` is valid; the `acc` extra is returned already detached by module.py. The learning rate is a float from optimizer.param_groups; pandas and numpy see host data only.
import numpy as np
import pandas as pd
from lightning.pytorch.callbacks import Callback


class LossHistory(Callback):
    def __init__(self, path="logs/train_steps.csv"):
        self.path = path
        self.rows = []

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        loss = outputs["loss"].cpu().numpy()
        self.rows.append({
            "step": trainer.global_step,
            "loss": float(loss),
            "acc": outputs["acc"].item(),
            "lr": trainer.optimizers[0].param_groups[0]["lr"],
        })

    def on_train_epoch_end(self, trainer, pl_module):
        recent = np.array([r["loss"] for r in self.rows[-50:]])
        pl_module.print(f"epoch {trainer.current_epoch}: last-50 mean loss {recent.mean():.4f}")

    def on_train_end(self, trainer, pl_module):
        pd.DataFrame(self.rows).to_csv(self.path, index=False)
