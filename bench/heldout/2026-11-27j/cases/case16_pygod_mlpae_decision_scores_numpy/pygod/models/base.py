# expect: none
# source: https://github.com/pygod-team/pygod/issues/10 (np.percentile in base.py `_process_decision_scores` raised "Can't call numpy() on Tensor that requires grad" for MLPAE) - fixed twin of case15
# note: fixed twin of case15 with the fix placed in the subclass: MLPAE.fit now stores `score.detach().cpu().numpy()`, so `self.decision_scores_` is an ndarray and np.percentile, the comparison and `.astype(int)` operate on NumPy data. This file is unchanged apart from its header lines; the deciding evidence is in pygod/models/mlpae.py.
from abc import ABC, abstractmethod

import numpy as np


class BaseDetector(ABC):
    def __init__(self, contamination=0.1):
        if not (0.0 < contamination <= 0.5):
            raise ValueError("contamination must be in (0, 0.5], got: %f" % contamination)
        self.contamination = contamination
        self.decision_scores_ = None
        self.threshold_ = None
        self.labels_ = None

    @abstractmethod
    def fit(self, G, y_true=None):
        """Fit detector on the attributed graph G."""

    @abstractmethod
    def decision_function(self, G):
        """Outlier scores of the nodes of G."""

    def _process_decision_scores(self):
        self.threshold_ = np.percentile(self.decision_scores_, 100 * (1 - self.contamination))
        self.labels_ = (self.decision_scores_ > self.threshold_).astype(int).ravel()
        return self

    def predict(self, G):
        pred_score = self.decision_function(G)
        return (pred_score > self.threshold_).astype(int).ravel()
