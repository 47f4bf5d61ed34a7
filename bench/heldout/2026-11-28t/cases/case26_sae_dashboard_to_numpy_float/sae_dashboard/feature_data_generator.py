from dataclasses import dataclass, field
from typing import Dict, List

import numpy as np
import torch
from tqdm.auto import tqdm

from sae_dashboard.utils_fns import QuantileCalculator, bin_edges, k_largest_indices, to_numpy


@dataclass
class FeatureData:
    frac_nonzero: float = 0.0
    quantiles: np.ndarray = None
    hist_edges: List[float] = field(default_factory=list)
    top_examples: np.ndarray = None


class FeatureDataGenerator:
    def __init__(self, cfg, tokens, model, encoder):
        self.cfg = cfg
        self.tokens = tokens
        self.model = model
        self.encoder = encoder
        self.quantile_calc = QuantileCalculator(np.linspace(0, 1, 101))

    @torch.no_grad()
    def get_feature_data(self, feature_indices: List[int]) -> Dict[int, FeatureData]:
        hook_name = self.cfg.hook_point
        all_acts = []
        for i in tqdm(range(0, self.tokens.shape[0], self.cfg.minibatch_size_tokens), desc="Forward passes"):
            batch = self.tokens[i:i + self.cfg.minibatch_size_tokens].to(self.cfg.device)
            _, cache = self.model.run_with_cache(batch, names_filter=[hook_name], stop_at_layer=self.cfg.layer + 1)
            acts = cache[hook_name]
            feature_acts = self.encoder.encode(acts)[..., feature_indices]
            all_acts.append(feature_acts)
        feature_acts = torch.cat(all_acts, dim=0)  # [batch, seq, n_feats]

        results = {}
        frac_nonzero = to_numpy((feature_acts > 0).float().mean(dim=(0, 1)))
        for j, feat in enumerate(feature_indices):
            acts_j = feature_acts[..., j]
            nonzero = acts_j[acts_j > 0]
            data = FeatureData(frac_nonzero=float(frac_nonzero[j]))
            if nonzero.numel() > 0:
                values = to_numpy(nonzero)
                data.quantiles = self.quantile_calc(values)
                data.hist_edges = bin_edges(values)
            top = k_largest_indices(acts_j, k=self.cfg.n_top_examples)
            data.top_examples = to_numpy(self.tokens[top[:, 0].cpu()])
            results[feat] = data
        return results
