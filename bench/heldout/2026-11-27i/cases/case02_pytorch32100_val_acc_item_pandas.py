# expect: none
# source: https://github.com/pytorch/pytorch/issues/32100 (np.mean of a list of cuda tensors raises; "Copying the tensors back to the cpu removes the error") - fixed twin of case01
# note: reconstruction: the same validation loop on cuda, but every per-batch value is read with `.item()` (a Python float) before it is stored, so np.mean, the per-class dict and the pandas frame only see floats and ints. The confusion counts come from `.tolist()`, which copies a cuda tensor to a Python list.
import numpy as np
import pandas as pd
import torch
import torch.nn.functional as F

from model import Net
from data import get_loaders

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = Net().to(device)
model.load_state_dict(torch.load("checkpoints/net.pt", map_location=device))
_, val_loader = get_loaders(batch_size=128)

model.eval()
rows = []
per_class = {}
with torch.no_grad():
    for step, (images, labels) in enumerate(val_loader):
        images, labels = images.to(device), labels.to(device)
        logits = model(images)
        preds = logits.argmax(dim=1)
        rows.append({
            "step": step,
            "loss": F.cross_entropy(logits, labels).item(),
            "acc": (preds == labels).float().mean().item(),
        })
        for c, n in enumerate(torch.bincount(preds[preds == labels], minlength=10).tolist()):
            per_class[c] = per_class.get(c, 0) + n

frame = pd.DataFrame(rows)
print(frame.describe())
print("mean acc", np.mean([r["acc"] for r in rows]))
print(pd.Series(per_class, name="correct").sort_index())
