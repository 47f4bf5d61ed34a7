# expect: TL002
# source: https://github.com/pygod-team/pygod/issues/10 ("MLPAE bug when set contamination=0.03 during model initialization": mlpae.py fit -> base.py `_process_decision_scores` -> `np.percentile(self.decision_scores_, 100 * (1 - self.contamination))` raises "Can't call numpy() on Tensor that requires grad")
# note: reconstruction of the detector base class and the MLPAE subclass (pygod/models/base.py, pygod/models/mlpae.py): MLPAE.fit stores the per-node reconstruction errors of its last forward pass as `self.decision_scores_` without detaching them (graph-attached, on the default CPU device since gpu=-1), and this base-class method converts them with np.percentile. The contamination is a float.
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
