# expect: TL004
# source: https://github.com/openclimatefix/pvnet/pull/533 ("Updates": "`lightning_module.py`: `y_hat.float().cpu().numpy()` in val storage - fixes a crash when training with `precision=bf16-mixed` (numpy has no bfloat16). No-op under fp32.")
# note: PVNet's Lightning module reconstructed around the line the PR changes: `run.py` trains with `Trainer(accelerator="gpu", precision="bf16-mixed")`, so `validation_step` runs under Lightning's no-grad and a bf16 autocast; the forecast `y_hat` from the model's linear head is bfloat16 on cuda and the validation store converts it with `y_hat.cpu().numpy()`, which raises "Got unsupported ScalarType BFloat16" in the first validation (sanity check). Grad is off and the device is handled, so only the dtype is wrong. The targets come from the dataloader as float32 and convert fine; losses are logged with `self.log`; the epoch-end plot works on NumPy arrays. Header `pvnet/training/lightning_module.py`.
import lightning.pytorch as pl
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn.functional as F


class PVNetLightningModule(pl.LightningModule):
    def __init__(self, model, optimizer_lr=1e-4, num_plots=4):
        super().__init__()
        self.model = model
        self.lr = optimizer_lr
        self.num_plots = num_plots
        self._val_y_hats = []
        self._val_ys = []

    def forward(self, batch):
        return self.model(batch)

    def training_step(self, batch, batch_idx):
        y = batch["target"]
        y_hat = self.model(batch)
        loss = F.mse_loss(y_hat, y)
        self.log("train/MSE", loss, prog_bar=True)
        self.log("train/MAE", F.l1_loss(y_hat, y))
        return loss

    def validation_step(self, batch, batch_idx):
        y = batch["target"]
        y_hat = self.model(batch)
        mse = F.mse_loss(y_hat, y)
        mae = F.l1_loss(y_hat, y)
        self.log_dict({"val/MSE": mse, "val/MAE": mae}, on_epoch=True)
        self._val_y_hats.append(y_hat.cpu().numpy())
        self._val_ys.append(y.cpu().numpy())
        return mae

    def on_validation_epoch_end(self):
        if not self._val_y_hats:
            return
        y_hat = np.concatenate(self._val_y_hats)
        y = np.concatenate(self._val_ys)
        horizon_mae = np.abs(y_hat - y).mean(axis=0)
        fig, ax = plt.subplots(figsize=(8, 4))
        ax.plot(horizon_mae)
        ax.set_xlabel("forecast step")
        ax.set_ylabel("MAE")
        if self.logger is not None and hasattr(self.logger, "experiment"):
            self.logger.experiment.add_figure("val/horizon_mae", fig, self.current_epoch)
        plt.close(fig)
        self._val_y_hats.clear()
        self._val_ys.clear()

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.lr)
