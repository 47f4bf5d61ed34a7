# source: https://github.com/kwon-evan/LPRNet/issues/5
# expect: TL004
# why: the LightningModule is cast to bfloat16, so logits in validation_step are bf16 when accuracy() calls .numpy() on them
import lightning as L
import numpy as np
import torch
from torch import nn


def accuracy(logits, labels, lengths, chars):
    preds = logits.cpu().detach().numpy()
    labels = labels.cpu().detach().numpy()
    correct = 0
    start = 0
    for i, length in enumerate(lengths):
        label = labels[start:start + length]
        start += length
        pred = np.argmax(preds[i], axis=0)
        no_repeat = [p for j, p in enumerate(pred) if p != len(chars) - 1 and (j == 0 or p != pred[j - 1])]
        correct += int(len(no_repeat) == len(label) and (np.asarray(no_repeat) == label).all())
    return correct / len(lengths)


class LPRNet(L.LightningModule):
    def __init__(self, chars, lr=1e-3):
        super().__init__()
        self.chars = chars
        self.backbone = nn.Sequential(nn.Conv2d(3, 64, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, 18)))
        self.head = nn.Conv2d(64, len(chars), 1)
        self.lr = lr
        self.to(torch.bfloat16)

    def forward(self, x):
        return self.head(self.backbone(x.to(torch.bfloat16))).squeeze(2)

    def validation_step(self, batch, batch_idx):
        imgs, labels, lengths = batch
        logits = self(imgs)
        acc = accuracy(logits, labels, lengths, self.chars)
        self.log("val-acc", acc, prog_bar=True)
