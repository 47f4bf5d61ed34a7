# expect: TL001
# source: https://github.com/marco-rudolph/cs-flow/pull/9 ("Fix selection of device in evaluate.py": "Function evaluate could only be used in GPU setting. This minor fix permits to use it accordingly to the parameter 'device' of config.py")
# note: reconstruction of evaluate.py around config.py's device setting: config.py sets `device = 'cuda'`, the model and the test images are moved to `c.device`, and the anomaly scores are computed under no_grad (no grad) but converted with `.numpy()` while still on cuda. The labels come from the CPU dataloader and are valid.
import numpy as np
import torch
from sklearn.metrics import roc_auc_score

import config as c
from model import load_model, FeatureExtractor
from utils import load_datasets, make_dataloaders


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
            test_scores.append(nll_score.numpy())
            test_labels.append(labels.numpy())
    anomaly_score = np.concatenate(test_scores)
    is_anomaly = np.concatenate(test_labels) != 0
    print("AUROC: {:.4f}".format(roc_auc_score(is_anomaly, anomaly_score)))
    return anomaly_score


if __name__ == "__main__":
    _, test_set = load_datasets(c.dataset_path, c.class_name)
    _, test_loader = make_dataloaders(None, test_set)
    model = load_model(c.modelname)
    evaluate(model, test_loader)
