# expect: none
# source: https://github.com/joel-huang/zeroshot-capsnet-pytorch/issues/1 ("acc = accuracy_score(categorical(target.cpu()), pred)": cuda tensors are copied back to the CPU for sklearn)
# note: the evaluation the issue quotes: the capsule network and the batches are on cuda, but the one-hot targets are copied with .cpu() before `categorical` converts them, and the predictions are taken with .cpu().numpy() under no_grad; accuracy_score only gets NumPy arrays.
import numpy as np
import torch
from sklearn.metrics import accuracy_score


def categorical(onehot):
    return np.argmax(onehot.numpy(), axis=1)


def evaluate(model, loader, device=torch.device("cuda")):
    model = model.to(device)
    model.eval()
    accs, weights = [], []
    with torch.no_grad():
        for data, target in loader:
            data = data.to(device)
            logits, _ = model(data)
            pred = logits.norm(dim=-1).argmax(dim=1).cpu().numpy()
            acc = accuracy_score(categorical(target.cpu()), pred)
            accs.append(acc)
            weights.append(len(pred))
    return float(np.average(accs, weights=weights))
