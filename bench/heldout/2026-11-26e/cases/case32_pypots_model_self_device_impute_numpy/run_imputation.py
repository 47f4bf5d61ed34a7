# expect: TL001
# source: https://github.com/WenjieDu/PyPOTS/issues/21
# note: reconstruction of the thread's setting: the model class in models/base.py moves itself to cuda:0 when available; impute_tensor returns a
#       tensor on that device, computed here under no_grad, and run_imputation calls `.numpy()` on it without .cpu(). float32.
import numpy as np
import torch

from models.base import SimpleSAITS


def mae(pred, target, mask):
    return float(np.sum(np.abs(pred - target) * mask) / np.sum(mask))


if __name__ == "__main__":
    data = np.load("physionet_2012.npz")
    X, X_true, indicating_mask = data["X"], data["X_intact"], data["indicating_mask"]
    model = SimpleSAITS(n_steps=X.shape[1], n_features=X.shape[2])
    model.load_state_dict(torch.load("saits.pt", map_location="cpu"))
    model.eval()
    with torch.no_grad():
        imputed = model.impute_tensor(X)
    imputation = imputed.numpy()
    print("MAE:", mae(imputation, np.nan_to_num(X_true), indicating_mask))
