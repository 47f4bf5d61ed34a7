# expect: none
# source: https://github.com/CSAILVision/NetDissect-Lite/pull/5
import matplotlib.pyplot as plt
import torch
import torchvision
from sklearn.manifold import TSNE

from data import val_loader

backbone = torchvision.models.resnet18(weights="IMAGENET1K_V1")
backbone.fc = torch.nn.Identity()
for p in backbone.parameters():
    p.requires_grad_(False)
backbone.eval()

feats, labels = [], []
for images, targets in val_loader:
    feats.append(backbone(images))
    labels.append(targets)

X = torch.cat(feats)
y = torch.cat(labels)
emb = TSNE(n_components=2, init="pca").fit_transform(X)
plt.scatter(emb[:, 0], emb[:, 1], c=y, s=4, cmap="tab10")
plt.savefig("tsne.png")
