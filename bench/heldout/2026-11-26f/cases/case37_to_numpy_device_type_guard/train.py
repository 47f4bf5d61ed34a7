import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from utils import to_numpy

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train(loader, epochs=3):
    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 4)).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    history = []
    for epoch in range(epochs):
        for x, y in loader:
            x, y = x.to(device), y.to(device)
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
        acc = np.mean(to_numpy(logits.argmax(1)) == to_numpy(y))
        history.append((float(to_numpy(loss)), float(acc)))
    return np.array(history)
