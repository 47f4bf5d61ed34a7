# expect: none
# source: https://github.com/WLM1ke/poptimizer/pull/62 ("fix: convert cuda tensors to cpu": the forecaster's outputs stayed on the GPU and had to be moved to the CPU before NumPy/pandas use)
# note: reconstructed from the PR title and poptimizer's layout (config.DEVICE, dl/model.py, a forecast step that turns the network's mean and std into pandas Series). `Model` loads the trained WaveNet with `map_location=config.DEVICE` and moves it there, the batches are moved to `config.DEVICE`, so `m` and `s` are cuda tensors under no_grad; `m.numpy()` raises "can't convert cuda:0 device type tensor to numpy". The std is already moved with `.cpu()`; history arrays are NumPy; the ticker count is an int. Twin: `m.cpu().numpy()`.
import numpy as np
import pandas as pd
import torch

from poptimizer import config
from poptimizer.dl.data_loader import DescribedDataLoader
from poptimizer.dl.model import Model


class Forecast:
    def __init__(self, tickers, date, mean: pd.Series, std: pd.Series, history_days: int):
        self.tickers = tickers
        self.date = date
        self.mean = mean
        self.std = std
        self.history_days = history_days

    def __str__(self):
        return f"Forecast({self.date}, {len(self.tickers)} tickers, history {self.history_days})"


def make_forecast(model: Model, date, phenotype) -> Forecast:
    loader = DescribedDataLoader(model.tickers, date, phenotype["data"], "test")
    net = model.net
    net.eval()
    means = []
    stds = []
    with torch.no_grad():
        for batch in loader:
            batch = {k: v.to(config.DEVICE) for k, v in batch.items()}
            m, s = net(batch)
            means.append(m.cpu().numpy())
            stds.append(s.cpu().numpy())
    m = np.concatenate(means, axis=0).flatten() * config.FORECAST_DAYS
    s = np.concatenate(stds, axis=0).flatten() * config.FORECAST_DAYS ** 0.5
    mean = pd.Series(m, index=list(model.tickers))
    std = pd.Series(s, index=list(model.tickers))
    history_days = int(phenotype["data"]["history_days"])
    return Forecast(model.tickers, date, mean, std, history_days)
