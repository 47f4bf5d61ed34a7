"""Training and loading of the WaveNet forecaster for one set of tickers."""
import io
from typing import Tuple

import torch
from torch import nn

from poptimizer import config
from poptimizer.dl.wave_net import WaveNet


class Model:
    def __init__(self, tickers: Tuple[str, ...], end, phenotype, pickled_model: bytes = None):
        self._tickers = tickers
        self._end = end
        self._phenotype = phenotype
        self._model = None
        if pickled_model is not None:
            self._model = self._load_trained_model(pickled_model)

    def _load_trained_model(self, pickled_model: bytes) -> nn.Module:
        model = WaveNet(**self._phenotype["model"])
        buffer = io.BytesIO(pickled_model)
        state_dict = torch.load(buffer, map_location=config.DEVICE)
        model.load_state_dict(state_dict)
        return model.to(config.DEVICE)

    def _train_model(self, loader) -> nn.Module:
        model = WaveNet(**self._phenotype["model"]).to(config.DEVICE)
        optimizer = torch.optim.AdamW(model.parameters(), **self._phenotype["optimizer"])
        for epoch in range(self._phenotype["epochs"]):
            for batch in loader:
                batch = {k: v.to(config.DEVICE) for k, v in batch.items()}
                optimizer.zero_grad()
                loss = -model.loss_fn(batch)
                loss.backward()
                optimizer.step()
            print(f"epoch {epoch}: llh {-loss.item():.4f} lr {optimizer.param_groups[0]['lr']:.2e}")
        return model

    @property
    def net(self) -> nn.Module:
        return self._model

    @property
    def tickers(self):
        return self._tickers
