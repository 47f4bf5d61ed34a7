# expect: none
# source: https://github.com/kwon-evan/LPRNet/issues/5
# note: the fix from the issue: `logits.to(torch.float32).cpu().detach().numpy()`; the model still runs in bfloat16 (on cuda when available), but the logits are cast to float32 and copied to the host before NumPy. Labels are CPU int tensors.
import numpy as np
import torch
import torch.nn as nn


class LPRNet(nn.Module):
    def __init__(self, class_num=37):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, 64, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, 18)))
        self.head = nn.Conv2d(64, class_num, 1)

    def forward(self, x):
        return self.head(self.body(x)).squeeze(2)


def accuracy(logits, labels):
    preds = logits.to(torch.float32).cpu().detach().numpy()
    best = np.argmax(preds, axis=1)
    return float(np.mean(np.all(best == labels.numpy(), axis=1)))


def evaluate(loader):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = LPRNet().to(device=device, dtype=torch.bfloat16).eval()
    scores = []
    with torch.no_grad():
        for images, labels in loader:
            logits = model(images.to(device=device, dtype=torch.bfloat16))
            scores.append(accuracy(logits, labels))
    return float(np.mean(scores))
