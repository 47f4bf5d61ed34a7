# expect: none
# source: https://github.com/marco-rudolph/cs-flow/pull/9 ("Fix selection of device in evaluate.py": evaluate should follow the 'device' parameter of config.py) and https://github.com/marco-rudolph/cs-flow (utils.py: `def t2np(tensor): return tensor.cpu().data.numpy() if tensor is not None else None`)
# note: counterpart of case17 that uses the repository's own t2np helper: config.py still sets `device = 'cuda'` and the scores are cuda tensors, but every conversion goes through utils.t2np, which copies to the host (`.cpu()`) and drops the graph (`.data`) before `.numpy()`; np.concatenate then joins ndarrays. The deciding evidence is in utils.py.
import numpy as np
import torch
from sklearn.metrics import roc_auc_score

import config as c
from model import load_model, FeatureExtractor
from utils import load_datasets, make_dataloaders, t2np, save_scores


def evaluate(model, test_loader):
    model.to(c.device)
    model.eval()
    fe = FeatureExtractor().to(c.device).eval()
    test_scores, test_labels = [], []
    with torch.no_grad():
        for images, labels in test_loader:
            inputs = fe([x.to(c.device) for x in images])
            z, jac = model(inputs)
            z_concat = torch.cat([zi.reshape(zi.shape[0], -1) for zi in z], dim=1)
            nll_score = torch.mean(z_concat ** 2 / 2, dim=1) - jac / z_concat.shape[1]
            test_scores.append(t2np(nll_score))
            test_labels.append(t2np(labels))
    anomaly_score = np.concatenate(test_scores)
    is_anomaly = np.concatenate(test_labels) != 0
    print("AUROC: {:.4f}".format(roc_auc_score(is_anomaly, anomaly_score)))
    save_scores(f"scores_{c.class_name}.npy", anomaly_score)
    return anomaly_score


if __name__ == "__main__":
    _, test_set = load_datasets(c.dataset_path, c.class_name)
    _, test_loader = make_dataloaders(None, test_set)
    model = load_model(c.modelname)
    evaluate(model, test_loader)
