# expect: none
# source: https://github.com/facebookresearch/dino (eval_knn.py / eval_linear.py freeze the backbone with requires_grad = False before extracting features)
# note: FrozenEncoder (backbone.py) turns off requires_grad for all its parameters in its constructor, so its outputs carry no graph even though extraction here runs in grad mode; CPU float32, so `.numpy()` and the sklearn probe are correct.
import numpy as np
import torch
from sklearn.linear_model import LogisticRegression

from backbone import FrozenEncoder


def extract_features(encoder, loader):
    feats, labels = [], []
    for x, y in loader:
        f = encoder(x)
        feats.append(f.numpy())
        labels.append(y.numpy())
    return np.concatenate(feats), np.concatenate(labels)


def linear_probe(train_loader, test_loader):
    encoder = FrozenEncoder()
    Xtr, ytr = extract_features(encoder, train_loader)
    Xte, yte = extract_features(encoder, test_loader)
    clf = LogisticRegression(max_iter=1000).fit(Xtr, ytr)
    return clf.score(Xte, yte)
