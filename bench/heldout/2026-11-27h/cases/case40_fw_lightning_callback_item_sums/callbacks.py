# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/17640 (a Callback's on_validation_batch_end accumulating squared/absolute errors with `.sum().item()` from the step outputs)
# note: module.py's validation_step returns the predictions on the module's GPU, and Lightning passes them to on_validation_batch_end as `outputs`; every error sum is read with `.item()` before it is accumulated, so np.sqrt, the history list and the pandas frame only see Python floats. Validation runs without grad.
import numpy as np
import pandas as pd
from lightning.pytorch.callbacks import Callback


class ValidationErrorTracker(Callback):
    def __init__(self, csv_path="val_errors.csv"):
        super().__init__()
        self.csv_path = csv_path
        self.history = []
        self._reset()

    def _reset(self):
        self.val_sum_se, self.val_sum_ae, self.val_count = 0.0, 0.0, 0

    def on_validation_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        u = outputs["pred"]
        v = batch[1]
        self.val_sum_se += ((u - v) ** 2).sum().item()
        self.val_sum_ae += (u - v).abs().sum().item()
        self.val_count += v.numel()

    def on_validation_epoch_end(self, trainer, pl_module):
        if self.val_count:
            rmse = float(np.sqrt(self.val_sum_se / self.val_count))
            mae = self.val_sum_ae / self.val_count
            self.history.append({"epoch": trainer.current_epoch, "rmse": rmse, "mae": mae})
            pd.DataFrame(self.history).to_csv(self.csv_path, index=False)
        self._reset()
