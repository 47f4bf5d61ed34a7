"""Base model for all PVNet submodels"""
import lightning.pytorch as pl
import torch
import torch.nn.functional as F
import wandb
from ocf_datapipes.batch import BatchKey

from pvnet.models.utils import BatchAccumulator, MetricAccumulator, PredAccumulator, WeightedLosses


class BaseModel(pl.LightningModule):
    """Abstract base class for PVNet submodels"""

    def __init__(
        self,
        history_minutes: int,
        forecast_minutes: int,
        optimizer,
        target_key: str = "gsp",
        interval_minutes: int = 30,
    ):
        super().__init__()
        self._optimizer = optimizer
        self._target_key_name = target_key
        self._target_key = BatchKey[f"{target_key}"]
        self.lr = None

        self.history_len = history_minutes // interval_minutes
        self.forecast_len = forecast_minutes // interval_minutes
        self.weighted_losses = WeightedLosses(forecast_length=self.forecast_len)

        self._accumulated_metrics = MetricAccumulator()
        self._accumulated_batches = BatchAccumulator(key_to_keep=self._target_key_name)
        self._accumulated_y_hat = PredAccumulator()
        self._horizon_maes = MetricAccumulator()

    def _calculate_common_losses(self, y, y_hat):
        """Calculate losses common to train, test, and val"""
        return {
            "MSE": F.mse_loss(y_hat, y),
            "MAE": F.l1_loss(y_hat, y),
            "MSE_EXP": self.weighted_losses.get_mse_exp(output=y_hat, target=y),
            "MAE_EXP": self.weighted_losses.get_mae_exp(output=y_hat, target=y),
        }

    def _step_mae_and_mse(self, y, y_hat, dict_key_root):
        """Calculate the MSE and MAE at each forecast step"""
        mse_each_step = torch.mean((y_hat - y) ** 2, dim=0)
        mae_each_step = torch.mean(torch.abs(y_hat - y), dim=0)
        losses = {f"MSE_{dict_key_root}/step_{i:03}": m for i, m in enumerate(mse_each_step)}
        losses.update({f"MAE_{dict_key_root}/step_{i:03}": m for i, m in enumerate(mae_each_step)})
        return losses

    def _calculate_val_losses(self, y, y_hat):
        """Calculate additional validation losses"""
        losses = self._step_mae_and_mse(y, y_hat, dict_key_root="horizon")
        y_persist = y[:, -1].unsqueeze(1).expand(-1, self.forecast_len)
        losses["MAE_persistence/val"] = F.l1_loss(y_persist, y)
        losses["MSE_persistence/val"] = F.mse_loss(y_persist, y)
        return losses

    def _training_accumulate_log(self, batch, batch_idx, losses, y_hat):
        """Accumulate the metrics of the sub-batches of one grad-accumulation step, then log them."""
        losses = {k: v.detach().cpu() for k, v in losses.items()}
        y_hat = y_hat.detach().cpu()

        self._accumulated_metrics.append(losses)
        self._accumulated_batches.append(batch)
        self._accumulated_y_hat.append(y_hat)

        if not self.trainer.fit_loop._should_accumulate():
            losses = self._accumulated_metrics.flush()
            self._accumulated_batches.flush()
            self._accumulated_y_hat.flush()
            self.log_dict(losses, on_step=True, on_epoch=True)

    def training_step(self, batch, batch_idx):
        """Run training step"""
        y_hat = self(batch)
        y = batch[self._target_key][:, -self.forecast_len :, 0]
        losses = self._calculate_common_losses(y, y_hat)
        losses = {f"{k}/train": v for k, v in losses.items()}
        self._training_accumulate_log(batch, batch_idx, losses, y_hat)
        return losses["MAE/train"]

    def validation_step(self, batch: dict, batch_idx):
        """Run validation step"""
        y_hat = self(batch)
        y = batch[self._target_key][:, -self.forecast_len :, 0]

        losses = self._calculate_common_losses(y, y_hat)
        losses.update(self._calculate_val_losses(y, y_hat))

        # Store these to make horizon accuracy plot
        self._horizon_maes.append(
            {i: losses[f"MAE_horizon/step_{i:03}"] for i in range(self.forecast_len)}
        )

        logged_losses = {f"{k}/val": v for k, v in losses.items()}
        self.log_dict(logged_losses, on_step=False, on_epoch=True)
        return logged_losses

    def on_validation_epoch_end(self):
        """Run on epoch end"""
        horizon_maes_dict = self._horizon_maes.flush()

        # Create the horizon accuracy curve
        if isinstance(self.logger, pl.loggers.WandbLogger):
            per_step_losses = [[i, horizon_maes_dict[i]] for i in range(self.forecast_len)]
            table = wandb.Table(data=per_step_losses, columns=["horizon_step", "MAE"])
            wandb.log(
                {"horizon_loss_curve": wandb.plot.line(table, "horizon_step", "MAE", title="Horizon loss curve")}
            )

    def configure_optimizers(self):
        """Configure the optimizers using learning rate found with LR finder if used"""
        if self.lr is not None:
            self._optimizer.lr = self.lr
        return self._optimizer(self)
