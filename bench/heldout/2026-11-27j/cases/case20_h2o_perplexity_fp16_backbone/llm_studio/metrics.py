# expect: none
# source: https://github.com/h2oai/h2o-llmstudio/issues/233 (the Perplexity metric's `results["perplexity"].detach().cpu().numpy()` fails for the BFloat16 backbone dtype; the reproduction is specific to choosing BFloat16) - counterpart of case19
# note: counterpart of case19 with the experiment configured for float16 instead: cfg.py sets backbone_dtype = "float16", so the perplexities are float16 cuda tensors computed under no_grad, and `.detach().cpu().numpy()` gives a float16 ndarray (NumPy has float16). This file is unchanged apart from its header lines; the deciding evidence is in cfg.py.
from typing import Any, Dict, List

import numpy as np


def perplexity(cfg: Any, results: Dict, val_df: Any = None):
    return results["perplexity"].detach().cpu().numpy()


def exact_match(cfg: Any, predicted_texts: List[str], target_texts: List[str]) -> np.ndarray:
    return np.array([float(p.strip() == t.strip()) for p, t in zip(predicted_texts, target_texts)])


METRICS = {"Perplexity": (perplexity, "min", "mean"), "ExactMatch": (exact_match, "max", "mean")}
