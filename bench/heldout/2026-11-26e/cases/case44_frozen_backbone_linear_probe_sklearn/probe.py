# expect: none
# source: https://github.com/facebookresearch/dino (eval_linear.py: the pretrained backbone is frozen and only a linear head is trained); sklearn variant of the probe
# note: backbone.py freezes every parameter with requires_grad_(False) and the images do not require grad, so the features carry no graph even
#       though no torch.no_grad() is used here; they are copied with .cpu() before NumPy/sklearn see them.
import numpy as np
import torch
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score

from backbone import FrozenEncoder

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def extract(encoder, loader):
    feats, labels = [], []
    for images, targets in loader:
        out = encoder(images.to(device))
        feats.append(out.cpu())
        labels.append(targets)
    return np.concatenate(feats), torch.cat(labels).numpy()


def linear_probe(train_loader, val_loader):
    encoder = FrozenEncoder().to(device)
    X_train, y_train = extract(encoder, train_loader)
    X_val, y_val = extract(encoder, val_loader)
    clf = LogisticRegression(max_iter=1000, C=0.3)
    clf.fit(X_train, y_train)
    return accuracy_score(y_val, clf.predict(X_val))
