# expect: none
# source: https://github.com/BoevaLab/survboard/pull/24 ("detach var from gradien": MultiSurv's survival-function conversion `survival_prob = self._convert_to_survival(risk.cpu())` becomes `survival_prob = self._convert_to_survival(risk.detach().cpu())`, and `y.append(to_numpy(risk))` becomes `y.append(to_numpy(risk.detach()))`)
# note: the MultiSurv multimodal survival model of the SurvBoard benchmark, reconstructed as a Lightning module (the repository used a skorch `NeuralNet`; the Lightning framing is this set's). `training_step` runs in grad mode under `Trainer(accelerator="gpu")` (`train_multisurv.py`), and every `monitor_every` steps it turns the graph-attached risk scores into survival curves with `self._convert_to_survival(risk.cpu())`: `.cpu()` handles the device, but `_convert_to_survival` applies `np.exp`/`np.outer` to the tensor, and NumPy's conversion raises "Can't call numpy() on Tensor that requires grad". The Breslow baseline hazard is NumPy (fitted from detached CPU risks in `on_train_epoch_end`); validation runs under Lightning's no-grad loop; `self.log` receives tensors and floats. Twin: `self._convert_to_survival(risk.detach().cpu())`, the commit's fix.
import lightning.pytorch as pl
import numpy as np
import torch
import torch.nn as nn
from sksurv.metrics import integrated_brier_score


def neg_partial_log_likelihood(risk, time, event):
    """Cox partial likelihood (Breslow ties) for a batch sorted by decreasing time."""
    order = torch.argsort(time, descending=True)
    risk, event = risk[order], event[order]
    log_cumsum = torch.logcumsumexp(risk, dim=0)
    return -((risk - log_cumsum) * event).sum() / event.sum().clamp(min=1)


class ModalityEncoder(nn.Module):
    def __init__(self, in_features, hidden=128, out=32, dropout=0.2):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_features, hidden), nn.ReLU(), nn.Dropout(dropout),
                                 nn.Linear(hidden, out), nn.ReLU())

    def forward(self, x):
        return self.net(x)


class MultiSurv(pl.LightningModule):
    def __init__(self, modality_dims, lr=1e-3, monitor_every=50, time_grid=None):
        super().__init__()
        self.save_hyperparameters()
        self.encoders = nn.ModuleDict({name: ModalityEncoder(dim) for name, dim in modality_dims.items()})
        self.fusion = nn.Sequential(nn.Linear(32 * len(modality_dims), 64), nn.ReLU(), nn.Linear(64, 1))
        self.monitor_every = monitor_every
        self.time_grid = np.asarray(time_grid if time_grid is not None else np.linspace(30, 3650, 60))
        self.baseline_cumhaz = np.zeros_like(self.time_grid, dtype=np.float64)
        self._epoch_risk, self._epoch_time, self._epoch_event = [], [], []

    def forward(self, batch):
        feats = []
        for name, encoder in self.encoders.items():
            x = batch[name]
            present = (x.abs().sum(dim=1, keepdim=True) > 0).float()  # missing modality -> zeros
            feats.append(encoder(x) * present)
        return self.fusion(torch.cat(feats, dim=1)).squeeze(-1)

    def _convert_to_survival(self, risk):
        """S(t | x) = exp(-H0(t) * exp(risk)) on `self.time_grid`."""
        return np.exp(-np.outer(np.exp(risk), self.baseline_cumhaz))

    def _fit_baseline(self, risk, time, event):
        """Breslow estimator of the cumulative baseline hazard on the time grid."""
        order = np.argsort(time)
        risk, time, event = risk[order], time[order], event[order]
        exp_risk = np.exp(risk)
        at_risk = np.cumsum(exp_risk[::-1])[::-1]
        increments = event / np.maximum(at_risk, 1e-12)
        cumhaz = np.cumsum(increments)
        self.baseline_cumhaz = np.interp(self.time_grid, time, cumhaz, left=0.0)

    def training_step(self, batch, batch_idx):
        time, event = batch["time"], batch["event"]
        risk = self(batch)
        loss = neg_partial_log_likelihood(risk, time, event)
        self.log("train_loss", loss, prog_bar=True)

        self._epoch_risk.append(risk.detach().cpu())
        self._epoch_time.append(time.cpu())
        self._epoch_event.append(event.cpu())

        if self.global_step % self.monitor_every == 0 and self.baseline_cumhaz.any():
            survival_prob = self._convert_to_survival(risk.detach().cpu())
            train_ibs = self._ibs(time.cpu().numpy(), event.cpu().numpy().astype(bool), survival_prob)
            self.log("train_ibs", train_ibs)
        return loss

    def on_train_epoch_end(self):
        risk = torch.cat(self._epoch_risk).numpy()
        time = torch.cat(self._epoch_time).numpy()
        event = torch.cat(self._epoch_event).numpy()
        self._fit_baseline(risk, time, event)
        self._train_times, self._train_events = time, event.astype(bool)
        self._epoch_risk, self._epoch_time, self._epoch_event = [], [], []

    def _ibs(self, time, event, survival_prob):
        if not hasattr(self, "_train_times"):
            return float("nan")
        dtype = [("event", bool), ("time", float)]
        y_train = np.array(list(zip(self._train_events, self._train_times)), dtype=dtype)
        y_test = np.array(list(zip(event, time)), dtype=dtype)
        grid = self.time_grid[(self.time_grid > time.min()) & (self.time_grid < time.max())]
        if len(grid) < 2:
            return float("nan")
        cols = np.searchsorted(self.time_grid, grid)
        return float(integrated_brier_score(y_train, y_test, survival_prob[:, cols], grid))

    def validation_step(self, batch, batch_idx):
        risk = self(batch)
        loss = neg_partial_log_likelihood(risk, batch["time"], batch["event"])
        self.log("val_loss", loss, prog_bar=True)
        survival_prob = self._convert_to_survival(risk.cpu().numpy())
        self.log("val_ibs", self._ibs(batch["time"].cpu().numpy(), batch["event"].cpu().numpy().astype(bool), survival_prob))

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr, weight_decay=1e-4)
