import torch
import torch.nn as nn


class LSTMRegressor(nn.Module):
    def __init__(self, n_features, hidden=64, device=None):
        super().__init__()
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))
        self.lstm = nn.LSTM(n_features, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)
        self.to(self.device)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1])

    def predict(self, X):
        self.eval()
        with torch.no_grad():
            out = self(torch.as_tensor(X, dtype=torch.float32).to(self.device))
        return out.squeeze(-1).cpu()
