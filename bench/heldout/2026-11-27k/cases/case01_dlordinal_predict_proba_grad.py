# expect: TL002
# source: https://github.com/ayrna/dlordinal/pull/46 ("Added `torch.no_grad()` scope in `PytorchEstimator.predict_proba` to avoid the need of using `.detach()` when converting predictions to numpy.")
# note: reconstruction of dlordinal's scikit-learn wrapper before that PR: predict_proba puts the model in eval mode but runs it outside torch.no_grad(), so the concatenated softmax outputs are graph-attached; `.cpu()` handles the GPU device (the script passes cuda when available), not the grad, and `.numpy()` raises. The labels and the class indices from np.argmax of the returned array would be fine.
import argparse

import numpy as np
import torch
from sklearn.base import BaseEstimator
from sklearn.metrics import mean_absolute_error
from torch.utils.data import DataLoader


class PytorchEstimator(BaseEstimator):
    def __init__(self, model, loss_fn, optimizer, device, max_iter, **kwargs):
        self.kwargs = kwargs
        self.model = model
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.device = device
        self.max_iter = max_iter

    def fit(self, X, y=None):
        self.model.train()
        for epoch in range(self.max_iter):
            for X_batch, y_batch in X:
                X_batch, y_batch = X_batch.to(self.device), y_batch.to(self.device)
                loss = self.loss_fn(self.model(X_batch), y_batch)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
        return self

    def predict_proba(self, X):
        self.model.eval()
        predictions = []
        for X_batch, _ in X:
            X_batch = X_batch.to(self.device)
            predictions.append(torch.softmax(self.model(X_batch), dim=1))
        return torch.cat(predictions).cpu().numpy()

    def predict(self, X):
        return np.argmax(self.predict_proba(X), axis=1)


if __name__ == "__main__":
    from dlordinal.datasets import FGNet
    from torchvision import models

    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=5)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = models.resnet18(weights="IMAGENET1K_V1")
    model.fc = torch.nn.Linear(model.fc.in_features, 6)
    model = model.to(device)
    train_set, test_set = FGNet(root="./datasets", train=True), FGNet(root="./datasets", train=False)
    estimator = PytorchEstimator(model, torch.nn.CrossEntropyLoss(), torch.optim.Adam(model.parameters(), lr=1e-3),
                                 device, args.epochs)
    estimator.fit(DataLoader(train_set, batch_size=64, shuffle=True))
    y_pred = estimator.predict(DataLoader(test_set, batch_size=64))
    print("MAE:", mean_absolute_error(np.asarray(test_set.targets), y_pred))
