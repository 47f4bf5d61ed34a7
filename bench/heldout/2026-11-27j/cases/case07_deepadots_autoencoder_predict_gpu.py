# expect: TL003
# source: https://github.com/KDD-OpenSource/DeepADoTS/issues/193 ("TypeError on model.predict when using gpu": `AutoEncoder(sequence_length=1, num_epochs=40, hidden_size=10, lr=1e-4, gpu=0)` fails in `model.predict(x_test)`; "OK if gpu=None")
# note: reconstruction of the AutoEncoder detector and the script in one file: with gpu=0 the module and every batch live on cuda:0; predict() computes per-sample reconstruction errors under no_grad (no grad) and collects them in a list, and np.concatenate converts the list of cuda tensors with NumPy. The DataFrame input is converted on the host first, which is valid.
import numpy as np
import pandas as pd
import torch
import torch.nn as nn
from torch.utils.data import DataLoader


class AutoEncoderModule(nn.Module):
    def __init__(self, n_features, hidden_size):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_features, hidden_size * 2), nn.Tanh(), nn.Linear(hidden_size * 2, hidden_size))
        self.decoder = nn.Sequential(nn.Linear(hidden_size, hidden_size * 2), nn.Tanh(), nn.Linear(hidden_size * 2, n_features))

    def forward(self, x):
        return self.decoder(self.encoder(x))


class AutoEncoder:
    def __init__(self, hidden_size=5, num_epochs=10, batch_size=20, lr=1e-3, gpu=None):
        self.hidden_size, self.num_epochs, self.batch_size, self.lr = hidden_size, num_epochs, batch_size, lr
        self.device = torch.device(f"cuda:{gpu}" if gpu is not None else "cpu")

    def fit(self, X: pd.DataFrame):
        data = torch.tensor(X.values.astype(np.float32))
        self.aed = AutoEncoderModule(data.shape[1], self.hidden_size).to(self.device)
        optimizer = torch.optim.Adam(self.aed.parameters(), lr=self.lr)
        for _ in range(self.num_epochs):
            for batch in DataLoader(data, batch_size=self.batch_size, shuffle=True):
                batch = batch.to(self.device)
                loss = nn.functional.mse_loss(self.aed(batch), batch)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()

    def predict(self, X: pd.DataFrame):
        data = torch.tensor(X.values.astype(np.float32))
        self.aed.eval()
        errors = []
        with torch.no_grad():
            for batch in DataLoader(data, batch_size=self.batch_size):
                batch = batch.to(self.device)
                errors.append(((self.aed(batch) - batch) ** 2).mean(dim=1))
        return np.concatenate(errors)


if __name__ == "__main__":
    x_train = pd.DataFrame(np.random.rand(1000, 784))
    x_test = pd.DataFrame(np.random.rand(100, 784))
    model = AutoEncoder(num_epochs=40, hidden_size=10, lr=1e-4, gpu=0)
    model.fit(x_train)
    error = model.predict(x_test)
    print(error[:10])
