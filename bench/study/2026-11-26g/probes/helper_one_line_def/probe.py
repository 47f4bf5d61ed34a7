import torch
import torch.nn as nn
import torch.nn.functional as F


def np_now(x: torch.Tensor): return x.cpu().numpy()  # bug: called with model outputs (RTVC synthesizer/train.py:20)


def np_now2(x):
    return x.cpu().numpy()  # bug, contrast: same helper on two lines


def train(loader):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = nn.Linear(4, 4).to(device)
    opt = torch.optim.Adam(model.parameters())
    for x, y in loader:
        x = x.to(device)
        y = y.to(device)
        if device.type == "cuda" and torch.cuda.device_count() > 1:
            a, b = model(x), model(x)
        else:
            a, b = model(x), model(x)
        loss = F.mse_loss(a, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        pred = np_now(b[0])
        pred2 = np_now2(b[0])
    return pred, pred2
