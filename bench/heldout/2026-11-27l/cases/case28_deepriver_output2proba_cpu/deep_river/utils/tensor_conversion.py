# expect: none
# source: https://github.com/online-ml/deep-river/pull/85 ("fix: tensor conversion with gpu": "The conversion of GPU tensors to numpy arrays caused an error, which should now be fixed.")
# note: `output2proba` with the fix: `preds.detach().cpu().numpy()` copies the cuda softmax outputs (device="cuda" from examples/phishing_gpu.py) to the host, and the predictions are computed under inference_mode, so the conversion works. Only the conversion expression differs from case27.
from typing import Dict, List, Optional

import numpy as np
import pandas as pd
import torch
from ordered_set import OrderedSet


def dict2tensor(x: dict, features: OrderedSet, default_value: float = 0.0, device: str = "cpu",
                dtype: torch.dtype = torch.float32) -> torch.Tensor:
    return torch.tensor([[x.get(feature, default_value) for feature in features]], device=device, dtype=dtype)


def df2tensor(X: pd.DataFrame, features: OrderedSet, default_value: float = 0.0, device: str = "cpu",
              dtype: torch.dtype = torch.float32) -> torch.Tensor:
    X = X.reindex(columns=list(features), fill_value=default_value)
    return torch.tensor(X.to_numpy(dtype=np.float32), device=device, dtype=dtype)


def labels2onehot(y, classes: OrderedSet, n_classes: Optional[int] = None, device: str = "cpu",
                  dtype: torch.dtype = torch.float32) -> torch.Tensor:
    n_classes = n_classes or len(classes)
    onehot = torch.zeros(1, n_classes, device=device, dtype=dtype)
    pos = classes.index(y)
    if pos < n_classes:
        onehot[0, pos] = 1
    return onehot


def output2proba(preds: torch.Tensor, classes: OrderedSet, output_is_logit: bool = True) -> List[Dict]:
    if output_is_logit:
        if preds.shape[-1] > 1:
            preds = torch.softmax(preds, dim=-1)
        else:
            preds = torch.sigmoid(preds)
    preds_np = preds.detach().cpu().numpy()
    if preds_np.shape[-1] == 1:
        preds_np = np.hstack((preds_np, 1 - preds_np))
    n_unobserved = preds_np.shape[-1] - len(classes)
    if n_unobserved > 0:
        classes = classes.copy()
        classes.update(f"unobserved {i}" for i in range(n_unobserved))
    return [dict(zip(classes, pred)) for pred in preds_np]
