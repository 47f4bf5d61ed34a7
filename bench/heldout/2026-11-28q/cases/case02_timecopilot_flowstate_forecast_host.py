# expect: none
# source: https://github.com/TimeCopilot/timecopilot/pull/236 ("release: v0.0.20": review of timecopilot/models/foundation/flowstate.py, which moves the context with `context = context.to(self.device)` and then does `fcst_mean_np = fcst_mean.detach().numpy()` and `fcst_quantiles_np = fcst.detach().numpy() if quantiles is not None else None`; "Bug: CUDA Tensors to NumPy Conversion Error - The code calls `.detach().numpy()` on PyTorch tensors that may be on a CUDA device. This fails because `.numpy()` requires tensors to be on the CPU before conversion.")
# note: the FlowState forecaster wrapper reconstructed around the lines quoted in the review. `self.device` is "cuda" when available, the model is moved there in `_get_model` and the context batch is moved there before the forward pass, so the forecast tensors live on the GPU; `.detach()` handles grad (there is none under `@torch.no_grad()`) but not the device, and both `.numpy()` calls raise. The context is built on the CPU from NumPy arrays, `supported_quantiles.index(0.5)` is a list lookup, `len(series)` and `scale_factor` are Python numbers, and the DataFrame is built from NumPy arrays. Twin: `.detach().cpu().numpy()` for both forecast arrays, the fix the review asks for.
from typing import List, Optional

import numpy as np
import pandas as pd
import torch
from tsfm_public import FlowStateForPrediction


class FlowState:
    def __init__(
        self,
        repo_id: str = "ibm-granite/granite-timeseries-flowstate-r1",
        scale_factor: Optional[float] = None,
        batch_size: int = 16,
        alias: str = "FlowState",
    ):
        self.repo_id = repo_id
        self.scale_factor = scale_factor
        self.batch_size = batch_size
        self.alias = alias
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        self.dtype = torch.float32
        self.supported_quantiles = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]

    def _get_model(self):
        model = FlowStateForPrediction.from_pretrained(self.repo_id).to(self.device)
        model.eval()
        return model

    def _left_pad(self, series: List[np.ndarray]) -> torch.Tensor:
        max_len = max(len(s) for s in series)
        padded = np.full((len(series), max_len), np.nan, dtype=np.float32)
        for i, s in enumerate(series):
            padded[i, max_len - len(s):] = np.asarray(s, dtype=np.float32)
        padded = np.nan_to_num(padded, nan=float(np.nanmean(padded)))
        return torch.from_numpy(padded)

    @torch.no_grad()
    def _predict_batch(self, model, series, h: int, quantiles: Optional[List[float]]):
        scale_factor = self.scale_factor if self.scale_factor is not None else 1.0
        supported_quantiles = self.supported_quantiles
        context = self._left_pad(series).to(self.dtype)
        context = context.transpose(0, 1).unsqueeze(-1)  # (context_length, batch, n_ch)
        context = context.to(self.device)
        # (batch, quantiles, h, n_ch)
        fcst = model(
            context,
            prediction_length=h,
            scale_factor=scale_factor,
            batch_first=False,
        ).prediction_outputs
        fcst = fcst.squeeze(-1).transpose(-1, -2)  # now shape is (batch, h, quantiles)
        fcst_mean = fcst[..., supported_quantiles.index(0.5)].squeeze()
        fcst_mean_np = fcst_mean.detach().cpu().numpy()
        fcst_quantiles_np = fcst.detach().cpu().numpy() if quantiles is not None else None
        return fcst_mean_np.reshape(len(series), h), fcst_quantiles_np

    def forecast(self, df: pd.DataFrame, h: int, freq: str, quantiles: Optional[List[float]] = None) -> pd.DataFrame:
        model = self._get_model()
        ids = df["unique_id"].unique().tolist()
        series = [df.loc[df["unique_id"] == uid, "y"].to_numpy() for uid in ids]
        means, qs = [], []
        for start in range(0, len(series), self.batch_size):
            batch = series[start:start + self.batch_size]
            m, q = self._predict_batch(model, batch, h, quantiles)
            means.append(m)
            if q is not None:
                qs.append(q)
        fcst_mean = np.concatenate(means, axis=0)
        last_ds = df.groupby("unique_id")["ds"].max()
        out = pd.DataFrame({
            "unique_id": np.repeat(ids, h),
            "ds": np.concatenate([pd.date_range(last_ds[u], periods=h + 1, freq=freq)[1:] for u in ids]),
            self.alias: fcst_mean.reshape(-1),
        })
        if qs:
            fcst_q = np.concatenate(qs, axis=0)
            for q in quantiles:
                idx = self.supported_quantiles.index(q)
                out[f"{self.alias}-q-{int(q * 100)}"] = fcst_q[..., idx].reshape(-1)
        return out
