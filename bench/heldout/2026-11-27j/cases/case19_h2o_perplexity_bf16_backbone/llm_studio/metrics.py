# expect: TL004
# source: https://github.com/h2oai/h2o-llmstudio/issues/233 ("[BUG] Perplexity metric fails when using BFloat16 Backbone dtype": llm_studio/src/metrics/text_causal_language_modeling_metrics.py line 149 `return results["perplexity"].detach().cpu().numpy()` raises "Got unsupported ScalarType BFloat16")
# note: reconstruction of the metric module and its caller: cfg.py's default backbone_dtype is "bfloat16", validate.py loads the backbone in that dtype on cuda:0 and computes per-sample perplexities from its bf16 logits under no_grad (bf16 stays bf16 through cross_entropy and exp), then calls perplexity(); `.detach().cpu()` handles grad and device, not the dtype. The other metric works on Python strings.
from typing import Any, Dict, List

import numpy as np


def perplexity(cfg: Any, results: Dict, val_df: Any = None):
    return results["perplexity"].detach().cpu().numpy()


def exact_match(cfg: Any, predicted_texts: List[str], target_texts: List[str]) -> np.ndarray:
    return np.array([float(p.strip() == t.strip()) for p, t in zip(predicted_texts, target_texts)])


METRICS = {"Perplexity": (perplexity, "min", "mean"), "ExactMatch": (exact_match, "max", "mean")}
