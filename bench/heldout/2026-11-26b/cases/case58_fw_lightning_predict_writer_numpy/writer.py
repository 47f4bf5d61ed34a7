# expect: TL001
# source: https://github.com/Lightning-AI/pytorch-lightning (on_predict_batch_end receives the step output before it is moved to CPU)
import os

import lightning.pytorch as pl
import numpy as np


class NpyPredictionWriter(pl.Callback):
    def __init__(self, output_dir):
        self.output_dir = output_dir
        self.buffer = []

    def on_predict_batch_end(self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0):
        self.buffer.append(outputs.numpy())

    def on_predict_epoch_end(self, trainer, pl_module):
        os.makedirs(self.output_dir, exist_ok=True)
        path = os.path.join(self.output_dir, f"preds_rank{trainer.global_rank}.npy")
        np.save(path, np.concatenate(self.buffer))
        self.buffer.clear()
