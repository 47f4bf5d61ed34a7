# expect: none
# source: https://github.com/yunjey/pytorch-tutorial (tutorials/04-utils/tensorboard/main.py: a to_np(x) helper for logging, x.data.cpu().numpy())
# note: losses and probabilities here are cuda tensors that require grad, but every conversion goes through utils.to_np, which detaches and
#       copies to the CPU first; sklearn and matplotlib only receive NumPy arrays.
import matplotlib.pyplot as plt
import numpy as np
import torch
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score

from utils import to_np

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train(model, loader, epochs=5):
    model.to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    step_losses, aucs = [], []
    for epoch in range(epochs):
        for x, y in loader:
            x, y = x.to(device), y.to(device).float()
            logits = model(x).squeeze(-1)
            loss = F.binary_cross_entropy_with_logits(logits, y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            probs = torch.sigmoid(logits)
            step_losses.append(to_np(loss))
            if len(np.unique(to_np(y))) == 2:
                aucs.append(roc_auc_score(to_np(y), to_np(probs)))
    plt.plot(np.array(step_losses))
    plt.title(f"mean batch AUC {np.mean(aucs):.3f}")
    plt.savefig("train.png")
