# expect: TL001
# source: https://github.com/kkirchheim/pytorch-ood/issues/25 ("KNN error in convertion to numpy": "The line is #75 in knn.py, which is dist, idx = self.knn.kneighbors(z.detach().numpy(), n_neighbors=1, return_distance=True) ... I changed z.detach().numpy() to z.detach().cpu().numpy() and the error has gone. The model and the z were in cuda.")
# note: pytorch-ood's KNN detector as of the issue (fit on features extracted to the host, predict through the encoder), condensed: `fit` uses utils.extract_features, which returns CPU tensors, so `self.knn.fit(z[known].numpy())` is fine; `predict` runs the encoder that run_knn.py moved to cuda and passes `z.detach().numpy()` to scikit-learn, which raises "can't convert cuda:0 device type tensor to numpy". `.detach()` handles grad.
import logging

import torch
from sklearn.neighbors import NearestNeighbors

from utils import extract_features, is_known

log = logging.getLogger(__name__)


class KNN:
    def __init__(self, model, k=1, **knn_kwargs):
        self.model = model
        self.k = k
        self.knn = NearestNeighbors(n_jobs=-1, **knn_kwargs)
        self._is_fitted = False

    def fit(self, data_loader, device="cpu"):
        z, y = extract_features(data_loader, self.model, device)
        return self.fit_features(z, y)

    def fit_features(self, z, y):
        known = is_known(y)
        if not known.any():
            raise ValueError("No ID samples")
        self.knn.fit(z[known].numpy())
        self._is_fitted = True
        return self

    def predict(self, x):
        if not self._is_fitted:
            raise RuntimeError("KNN must be fitted first")
        z = self.model(x)
        dist, idx = self.knn.kneighbors(z.detach().numpy(), n_neighbors=self.k, return_distance=True)
        return torch.as_tensor(dist[:, -1])

    def __call__(self, x):
        return self.predict(x)
