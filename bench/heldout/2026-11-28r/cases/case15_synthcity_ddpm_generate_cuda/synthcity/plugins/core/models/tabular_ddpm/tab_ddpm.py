# expect: TL001
# source: https://github.com/vanderschaarlab/synthcity/pull/187 ("fix: ddpm fails if run on GPU": "ddpm currently fails if run on a CUDA GPU device, as the cuda tensors cannot be cast to numpy without being moved to the CPU first. This small PR fixes it.")
# note: the TabDDPM model behind synthcity's `ddpm` plugin reconstructed. The plugin (`synthcity/plugins/generic/plugin_ddpm.py`) passes `device=DEVICE`, and `synthcity/utils/constants.py` sets `DEVICE = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")`; `TabDDPM` moves the denoiser and the diffusion to that device, so the samples drawn in `generate()` are cuda tensors and `sample.numpy()` raises. Sampling runs under `@torch.no_grad()`; the training data goes through `torch.from_numpy(...).to(self.device)`; the class distribution used for conditional sampling is computed with NumPy on the host; the training loss is logged with `.item()`.
from typing import Any, Optional

import numpy as np
import pandas as pd
import torch
from torch.utils.data import DataLoader, TensorDataset

from .gaussian_multinomial_diffsuion import GaussianMultinomialDiffusion
from .modules import MLPDiffusion


class TabDDPM:
    def __init__(
        self,
        n_iter: int = 1000,
        lr: float = 0.002,
        weight_decay: float = 1e-4,
        batch_size: int = 1024,
        num_timesteps: int = 1000,
        gaussian_loss_type: str = "mse",
        is_classification: bool = False,
        scheduler: str = "cosine",
        device: Any = torch.device("cpu"),
        model_params: Optional[dict] = None,
    ) -> None:
        self.n_iter = n_iter
        self.lr = lr
        self.weight_decay = weight_decay
        self.batch_size = batch_size
        self.num_timesteps = num_timesteps
        self.gaussian_loss_type = gaussian_loss_type
        self.is_classification = is_classification
        self.scheduler = scheduler
        self.device = device
        self.model_params = model_params or {"d_layers": [256, 256], "dropout": 0.0}
        self.loss_history = []

    def _build(self, n_num_features: int, cat_sizes: list, n_classes: int) -> None:
        d_in = n_num_features + int(sum(cat_sizes))
        self.denoiser = MLPDiffusion(d_in=d_in, num_classes=n_classes, is_y_cond=n_classes > 0, **self.model_params)
        self.diffusion = GaussianMultinomialDiffusion(
            num_classes=np.array(cat_sizes),
            num_numerical_features=n_num_features,
            denoise_fn=self.denoiser,
            gaussian_loss_type=self.gaussian_loss_type,
            num_timesteps=self.num_timesteps,
            scheduler=self.scheduler,
            device=self.device,
        ).to(self.device)

    def fit(self, X: pd.DataFrame, cond: Optional[pd.Series] = None) -> "TabDDPM":
        cat_cols = [c for c in X.columns if X[c].dtype == object]
        num_cols = [c for c in X.columns if c not in cat_cols]
        self.cat_categories = {c: sorted(X[c].astype(str).unique()) for c in cat_cols}
        x_num = X[num_cols].to_numpy(dtype=np.float32)
        x_cat = np.stack([X[c].astype(str).map({v: i for i, v in enumerate(self.cat_categories[c])}).to_numpy()
                          for c in cat_cols], axis=1) if cat_cols else np.zeros((len(X), 0), dtype=np.int64)
        self.num_cols, self.cat_cols = num_cols, cat_cols
        self.columns = list(X.columns)

        if cond is not None:
            y = cond.to_numpy().astype(np.int64)
            _, counts = np.unique(y, return_counts=True)
            self.empirical_class_dist = counts / counts.sum()
        else:
            y = np.zeros(len(X), dtype=np.int64)
            self.empirical_class_dist = np.array([1.0])
        self._build(len(num_cols), [len(self.cat_categories[c]) for c in cat_cols],
                    len(self.empirical_class_dist) if cond is not None else 0)

        x = torch.cat([torch.from_numpy(x_num), torch.from_numpy(x_cat.astype(np.float32))], dim=1)
        loader = DataLoader(TensorDataset(x, torch.from_numpy(y)), batch_size=self.batch_size, shuffle=True)
        optimizer = torch.optim.AdamW(self.diffusion.parameters(), lr=self.lr, weight_decay=self.weight_decay)

        step = 0
        self.diffusion.train()
        while step < self.n_iter:
            for xb, yb in loader:
                xb = xb.to(self.device)
                out_dict = {"y": yb.long().to(self.device)}
                optimizer.zero_grad()
                loss_multi, loss_gauss = self.diffusion.mixed_loss(xb, out_dict)
                loss = loss_multi + loss_gauss
                loss.backward()
                optimizer.step()
                if step % 100 == 0:
                    self.loss_history.append(loss.item())
                step += 1
                if step >= self.n_iter:
                    break
        return self

    @torch.no_grad()
    def generate(self, count: int, cond: Optional[Any] = None) -> pd.DataFrame:
        self.diffusion.eval()
        if cond is None:
            y_dist = torch.from_numpy(self.empirical_class_dist).float()
        else:
            y_dist = torch.as_tensor(np.bincount(np.asarray(cond), minlength=len(self.empirical_class_dist)),
                                     dtype=torch.float32)
            y_dist = y_dist / y_dist.sum()
        sample, _ = self.diffusion.sample_all(count, self.batch_size, y_dist.to(self.device))
        sample = sample.numpy()

        n_num = len(self.num_cols)
        x_num = sample[:, :n_num]
        x_cat = sample[:, n_num:].round().astype(np.int64)
        decoded = [np.asarray(self.cat_categories[c], dtype=object)[np.clip(x_cat[:, j], 0, len(self.cat_categories[c]) - 1)]
                   for j, c in enumerate(self.cat_cols)]
        columns = {c: x_num[:, j] for j, c in enumerate(self.num_cols)}
        columns.update({c: decoded[j] for j, c in enumerate(self.cat_cols)})
        return pd.DataFrame(columns)[self.columns]
