# expect: TL001
# source: https://github.com/unit8co/darts/issues/1944 ("[BUG] TypeError in explain function for TFT": "TypeError: can't convert cuda:0 device type tensor to numpy. [...] in tft_explainer.py:211 -> can be fixed with `attention_heads = self.model.model._attn_out_weights.detach().cpu().numpy().sum(axis=-2)`" - "this is indeed a bug when running TFTModel on GPU")
# note: darts's TFT explainer reconstructed around the quoted line: `explain_tft.py` trains a `TFTModel` through darts's PyTorch Lightning trainer with `pl_trainer_kwargs={"accelerator": "gpu", "devices": [0]}`, so after `fit` the underlying module stays on cuda; `TFTExplainer.explain()` runs a prediction (Lightning moves batches to the GPU), and the attention weights stored by the module during that forward pass are cuda tensors, so `.detach().numpy()` raises. The variable-selection weights in `_get_importance` already go through `.detach().cpu().numpy()`; the series and covariates are NumPy-backed `TimeSeries`; the importances end up in pandas DataFrames. Header `darts/explainability/tft_explainer.py`.
from typing import Dict, List, Optional

import numpy as np
import pandas as pd
import torch

from darts import TimeSeries
from darts.models import TFTModel


class TFTExplainabilityResult:
    def __init__(self, explanations: Dict[str, object]):
        self.explanations = explanations

    def get_attention(self) -> TimeSeries:
        return self.explanations["attention"]

    def get_encoder_importance(self) -> pd.DataFrame:
        return self.explanations["encoder_importance"]


class TFTExplainer:
    def __init__(self, model: TFTModel, background_series: Optional[TimeSeries] = None,
                 background_future_covariates: Optional[TimeSeries] = None):
        if not model._fit_called:
            raise ValueError("The model needs to be trained before explaining it.")
        self.model = model
        self.background_series = background_series or model.training_series
        self.background_future_covariates = background_future_covariates or model.future_covariate_series

    @property
    def encoder_names(self) -> List[str]:
        return self.model.model.encoder_variables

    def _get_importance(self, weight: torch.Tensor, names: List[str]) -> pd.DataFrame:
        weights_percentage = weight.mean(axis=1).detach().cpu().numpy().mean(axis=0) * 100
        return pd.DataFrame([weights_percentage.round(3)], columns=names)

    def explain(self, foreground_series: Optional[TimeSeries] = None) -> TFTExplainabilityResult:
        series = foreground_series or self.background_series
        self.model.predict(n=self.model.model.output_chunk_length, series=series,
                           future_covariates=self.background_future_covariates)

        encoder_importance = self._get_importance(
            weight=self.model.model._encoder_sparse_weights, names=self.encoder_names)
        attention_heads = self.model.model._attn_out_weights.detach().numpy().sum(axis=-2)
        attention = attention_heads.mean(axis=0)
        horizons = [f"horizon {i}" for i in range(1, attention.shape[0] + 1)]
        time_index = np.arange(-self.model.model.input_chunk_length, self.model.model.output_chunk_length)
        attention_ts = TimeSeries.from_times_and_values(
            pd.RangeIndex(len(time_index)), attention.T, columns=horizons)
        return TFTExplainabilityResult({
            "attention": attention_ts,
            "encoder_importance": encoder_importance,
        })
