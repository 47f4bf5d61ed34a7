# expect: TL004
# source: https://github.com/kwon-evan/LPRNet/issues/5
# note: `preds = logits.cpu().detach().numpy()` in accuracy() as quoted in the issue; the reconstruction makes the bf16 explicit (model cast to bfloat16 for inference). `.cpu().detach()` fixes device and grad, so only the dtype is wrong. Labels are CPU int tensors from the loader.
import numpy as np
import torch
import torch.nn as nn

CHARS = list("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ-")


class LPRNet(nn.Module):
    def __init__(self, class_num=len(CHARS)):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv2d(3, 64, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, 18)))
        self.head = nn.Conv2d(64, class_num, 1)

    def forward(self, x):
        return self.head(self.backbone(x)).squeeze(2)


def decode(preds):
    out = []
    for pred in preds:
        labels = np.argmax(pred, axis=0)
        seq, prev = [], -1
        for c in labels:
            if c != prev and c != len(CHARS) - 1:
                seq.append(int(c))
            prev = c
        out.append(seq)
    return out


def accuracy(logits, labels, lengths):
    preds = logits.cpu().detach().numpy()
    decoded = decode(preds)
    targets = labels.numpy()
    correct, start = 0, 0
    for seq, n in zip(decoded, lengths):
        if seq == list(targets[start:start + n]):
            correct += 1
        start += n
    return correct / len(lengths)


def evaluate(loader):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = LPRNet().to(device=device, dtype=torch.bfloat16).eval()
    accs = []
    with torch.no_grad():
        for images, labels, lengths in loader:
            logits = model(images.to(device=device, dtype=torch.bfloat16))
            accs.append(accuracy(logits, labels, lengths))
    return float(np.mean(accs))
