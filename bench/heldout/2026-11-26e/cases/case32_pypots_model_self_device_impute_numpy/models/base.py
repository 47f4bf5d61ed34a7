import torch
import torch.nn as nn


class BaseImputer(nn.Module):
    """Models pick their device themselves, as PyPOTS' BaseModel does."""

    def __init__(self, device=None):
        super().__init__()
        if device is None:
            self.device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
        else:
            self.device = torch.device(device)

    def _to_device(self):
        self.to(self.device)
        return self


class SimpleSAITS(BaseImputer):
    def __init__(self, n_steps, n_features, d_model=64, device=None):
        super().__init__(device)
        self.encoder = nn.GRU(n_features * 2, d_model, batch_first=True)
        self.head = nn.Linear(d_model, n_features)
        self._to_device()

    def forward(self, X, mask):
        h, _ = self.encoder(torch.cat([X, mask], dim=-1))
        return self.head(h)

    def impute_tensor(self, X_np):
        X = torch.from_numpy(X_np).float()
        mask = (~torch.isnan(X)).float()
        X = torch.nan_to_num(X)
        X, mask = X.to(self.device), mask.to(self.device)
        recon = self(X, mask)
        return mask * X + (1 - mask) * recon
