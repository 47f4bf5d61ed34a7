from itertools import islice
from typing import List

import numpy as np
import torch
from sklearn.base import BaseEstimator, MultiOutputMixin, RegressorMixin
from sklearn.model_selection import train_test_split

from lassonet.model import LassoNet
from lassonet.train import HistoryItem, train_on_lambda


class BaseLassoNet(BaseEstimator):
    def __init__(self, *, hidden_dims=(100,), lambda_start="auto", path_multiplier=1.02, M=10, dropout=0,
                 n_iters=(1000, 100), patience=(100, 10), tol=0.99, val_size=0.1, device=None, verbose=1,
                 random_state=None, torch_seed=None):
        self.hidden_dims = hidden_dims
        self.lambda_start = lambda_start
        self.path_multiplier = path_multiplier
        self.M = M
        self.dropout = dropout
        self.n_iters = n_iters
        self.patience = patience
        self.tol = tol
        self.val_size = val_size
        if device is None:
            device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.device = device
        self.verbose = verbose
        self.random_state = random_state
        self.torch_seed = torch_seed
        self.model = None

    def _init_model(self, X, y):
        if self.torch_seed is not None:
            torch.manual_seed(self.torch_seed)
        self.model = LassoNet(X.shape[1], *self.hidden_dims, self._output_shape(y), dropout=self.dropout).to(self.device)

    def _cast_input(self, X, y=None):
        if hasattr(X, "to_numpy"):
            X = X.to_numpy()
        X = torch.FloatTensor(X).to(self.device)
        if y is None:
            return X
        if hasattr(y, "to_numpy"):
            y = y.to_numpy()
        return X, self._convert_y(y)

    def path(self, X, y, *, return_state_dicts=True) -> List[HistoryItem]:
        X_train, X_val, y_train, y_val = train_test_split(X, y, test_size=self.val_size, random_state=self.random_state)
        X_train, y_train = self._cast_input(X_train, y_train)
        X_val, y_val = self._cast_input(X_val, y_val)
        self._init_model(X_train, y_train)
        train = lambda lam, opt, epochs, patience: train_on_lambda(  # noqa: E731
            self.model, self.criterion, (X_train, y_train), (X_val, y_val), lambda_=lam, optimizer=opt,
            epochs=epochs, patience=patience, M=self.M, tol=self.tol, return_state_dict=return_state_dicts)
        (n_iters_init, n_iters_path), (patience_init, patience_path) = self.n_iters, self.patience
        hist = [train(0, torch.optim.Adam(self.model.parameters(), lr=1e-3), n_iters_init, patience_init)]
        lambda_ = self.model.lambda_start(M=self.M) if self.lambda_start == "auto" else self.lambda_start
        optimizer = torch.optim.SGD(self.model.parameters(), lr=1e-3, momentum=0.9)
        while self.model.selected_count() != 0:
            hist.append(train(lambda_, optimizer, n_iters_path, patience_path))
            if self.verbose:
                print(f"Lambda = {lambda_:.2e}, selected {self.model.selected_count()} features")
            lambda_ *= self.path_multiplier
        self.feature_importances_ = self._compute_feature_importances(hist)
        return hist

    @staticmethod
    def _compute_feature_importances(path: List[HistoryItem]):
        """When does each feature disappear on the path?"""
        current = path[0].selected.clone()
        ans = torch.full(current.shape, float("inf"))
        for save in islice(path, 1, None):
            diff = current & ~save.selected
            ans[diff.nonzero().flatten()] = save.lambda_
            current &= save.selected
        return ans

    def load(self, state_dict):
        if isinstance(state_dict, HistoryItem):
            state_dict = state_dict.state_dict
        self.model.load_state_dict(state_dict)
        return self


class LassoNetRegressor(RegressorMixin, MultiOutputMixin, BaseLassoNet):
    """Use LassoNet as regressor"""

    criterion = torch.nn.MSELoss(reduction="mean")

    def _convert_y(self, y):
        y = torch.FloatTensor(y).to(self.device)
        return y.view(-1, 1) if len(y.shape) == 1 else y

    @staticmethod
    def _output_shape(y):
        return y.shape[1]

    def predict(self, X):
        self.model.eval()
        with torch.no_grad():
            ans = self.model(self._cast_input(X))
        if isinstance(X, np.ndarray):
            ans = ans.cpu().numpy()
        return ans
