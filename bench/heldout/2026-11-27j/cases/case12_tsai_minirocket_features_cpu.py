# expect: none
# source: https://github.com/timeseriesAI/tsai/issues/153 ("Problem with get_minirocket_features while using CUDA in training": "While when I put everything on the CPU ... It works perfectly")
# note: counterpart of case11 with the issue's CPU setup: the feature module is never moved (it is fitted on a tensor made with torch.from_numpy, which is a CPU tensor) and the helper sends each chunk to the module's own device, i.e. the CPU; the features are computed under no_grad, so `.numpy()` is valid. The helper is the same as case11's; the default_device() helper is not used.
import numpy as np
import torch

from tsai.models.MINIROCKET_Pytorch import MiniRocketFeatures
from tsai.data.external import get_UCR_data


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
    mrf = MiniRocketFeatures(X_train.shape[1], X_train.shape[2])
    mrf.fit(torch.from_numpy(X_train))
    X_feat = get_minirocket_features(X_train, mrf, chunksize=1024)
    print(X_feat.shape)
