"""TabDDPM plugin: denoising diffusion for mixed-type tabular data."""
from typing import Any, Optional

import pandas as pd
import torch

from synthcity.plugins.core.models.tabular_ddpm.tab_ddpm import TabDDPM
from synthcity.utils.constants import DEFAULT_BATCH_SIZE, DEFAULT_N_ITER, DEVICE


class TabDDPMPlugin:
    name = "ddpm"

    def __init__(
        self,
        n_iter: int = DEFAULT_N_ITER,
        lr: float = 0.002,
        weight_decay: float = 1e-4,
        batch_size: int = DEFAULT_BATCH_SIZE,
        num_timesteps: int = 1000,
        gaussian_loss_type: str = "mse",
        is_classification: bool = False,
        scheduler: str = "cosine",
        device: Any = DEVICE,
        random_state: int = 0,
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
        self.random_state = random_state
        self.model: Optional[TabDDPM] = None

    def fit(self, X: pd.DataFrame, cond: Optional[pd.Series] = None) -> "TabDDPMPlugin":
        torch.manual_seed(self.random_state)
        self.model = TabDDPM(
            n_iter=self.n_iter,
            lr=self.lr,
            weight_decay=self.weight_decay,
            batch_size=self.batch_size,
            num_timesteps=self.num_timesteps,
            gaussian_loss_type=self.gaussian_loss_type,
            is_classification=self.is_classification,
            scheduler=self.scheduler,
            device=self.device,
        )
        self.model.fit(X, cond)
        return self

    def generate(self, count: int, cond: Optional[Any] = None) -> pd.DataFrame:
        if self.model is None:
            raise RuntimeError("fit the plugin first")
        return self.model.generate(count, cond)


if __name__ == "__main__":
    df = pd.read_csv("adult.csv")
    plugin = TabDDPMPlugin(n_iter=2000)
    plugin.fit(df)
    synthetic = plugin.generate(count=len(df))
    synthetic.to_csv("adult_synthetic.csv", index=False)
