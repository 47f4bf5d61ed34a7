# expect: none
# source: https://github.com/j-freddy/simclr-medical-imaging (downstream/logistic_regression/README.md: "The base encoder of a pretrained model (e.g. ResNet-18) is extracted ... The base encoder stays fixed, and only the logistic regression model gets finetuned")
# note: reconstruction of a CPU feature-extraction step for that logistic-regression probe: the pretrained encoder is frozen with `requires_grad_(False)` and the images are plain tensors, so the features carry no grad even though they are computed outside no_grad; `.numpy()` and np.concatenate are valid on the CPU, and sklearn receives ndarrays.
import numpy as np
import torch
from sklearn.linear_model import LogisticRegression

from models import SimCLR
from downstream.data import get_medmnist_loaders

encoder = SimCLR.load_from_checkpoint("models/pretrain/simclr.ckpt").convnet
encoder.fc = torch.nn.Identity()
encoder.requires_grad_(False)
encoder.eval()

train_loader, test_loader = get_medmnist_loaders("pathmnist", batch_size=256)


def extract(loader):
    feats, labels = [], []
    for images, targets in loader:
        f = encoder(images)
        feats.append(f.numpy())
        labels.append(targets.view(-1).numpy())
    return np.concatenate(feats), np.concatenate(labels)


X_train, y_train = extract(train_loader)
X_test, y_test = extract(test_loader)
clf = LogisticRegression(max_iter=1000).fit(X_train, y_train)
print("linear probe accuracy:", clf.score(X_test, y_test))
