from typing import Callable, Dict, Type, Union

import pandas as pd
import torch
from ordered_set import OrderedSet
from river import base

from deep_river.utils.tensor_conversion import df2tensor, dict2tensor, labels2onehot, output2proba


class Classifier(base.Classifier):
    def __init__(self, module: Type[torch.nn.Module], loss_fn: Union[str, Callable] = "binary_cross_entropy",
                 optimizer_fn: Union[str, Callable] = "sgd", lr: float = 1e-3, output_is_logit: bool = True,
                 device: str = "cpu", seed: int = 42, **kwargs):
        self.module_cls = module
        self.loss_fn = getattr(torch.nn.functional, loss_fn) if isinstance(loss_fn, str) else loss_fn
        self.optimizer_fn = getattr(torch.optim, optimizer_fn.capitalize()) if isinstance(optimizer_fn, str) else optimizer_fn
        self.lr = lr
        self.output_is_logit = output_is_logit
        self.device = device
        self.kwargs = kwargs
        self.observed_classes: OrderedSet = OrderedSet()
        self.observed_features: OrderedSet = OrderedSet()
        self.module_initialized = False
        torch.manual_seed(seed)

    def initialize_module(self, x: dict):
        self.observed_features.update(sorted(x))
        self.module = self.module_cls(n_features=len(self.observed_features), **self.kwargs).to(self.device)
        self.optimizer = self.optimizer_fn(self.module.parameters(), lr=self.lr)
        self.module_initialized = True

    def learn_one(self, x: dict, y, **kwargs) -> "Classifier":
        if not self.module_initialized:
            self.initialize_module(x)
        self.observed_classes.add(y)
        x_t = dict2tensor(x, self.observed_features, device=self.device)
        self.module.train()
        self.optimizer.zero_grad()
        logits = self.module(x_t)
        y_t = labels2onehot(y, self.observed_classes, logits.shape[-1], device=self.device)
        loss = self.loss_fn(logits, y_t)
        loss.backward()
        self.optimizer.step()
        return self

    def predict_proba_one(self, x: dict) -> Dict[base.typing.ClfTarget, float]:
        if not self.module_initialized:
            self.initialize_module(x)
        x_t = dict2tensor(x, self.observed_features, device=self.device)
        self.module.eval()
        with torch.inference_mode():
            y_pred = self.module(x_t)
        return output2proba(y_pred, self.observed_classes, self.output_is_logit)[0]

    def predict_proba_many(self, X: pd.DataFrame) -> pd.DataFrame:
        x_t = df2tensor(X, self.observed_features, device=self.device)
        self.module.eval()
        with torch.inference_mode():
            y_preds = self.module(x_t)
        return pd.DataFrame(output2proba(y_preds, self.observed_classes, self.output_is_logit))
