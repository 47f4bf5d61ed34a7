# expect: TL001
# source: https://github.com/timeseriesAI/tsai/issues/153 ("Problem with get_minirocket_features while using CUDA in training": with `MiniRocketFeatures(...).to(default_device())`, `get_minirocket_features(np.asarray(X_train), mrf, chunksize=1024)` raises "can't convert cuda:0 device type tensor to numpy"; on the CPU it "works perfectly")
# note: reconstruction of the feature-extraction helper and the script: the feature module is moved to default_device() (cuda when available) and each chunk is sent to the module's device; the features are computed under no_grad (no grad) and `.numpy()` is called on the cuda output. The input array is NumPy and stays on the host.
import numpy as np
import torch

from tsai.models.MINIROCKET_Pytorch import MiniRocketFeatures
from tsai.data.external import get_UCR_data


def default_device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def get_minirocket_features(o, model, chunksize=1024):
    device = next(model.parameters()).device
    model.eval()
    features = []
    with torch.no_grad():
        for start in range(0, len(o), chunksize):
            chunk = torch.as_tensor(o[start:start + chunksize], dtype=torch.float32).to(device)
            features.append(model(chunk).numpy())
    return np.concatenate(features)


if __name__ == "__main__":
    X, y, splits = get_UCR_data("LSST", split_data=False)
    X_train = np.asarray(X[splits[0]])
    mrf = MiniRocketFeatures(X_train.shape[1], X_train.shape[2]).to(default_device())
    mrf.fit(torch.from_numpy(X_train).to(default_device()))
    X_feat = get_minirocket_features(X_train, mrf, chunksize=1024)
    print(X_feat.shape)
