# expect: TL003
# source: https://github.com/pytorch/pytorch/issues/32100 ("np.mean breaks when called on a list of cuda tensors": `np.mean([torch.tensor(1., device="cuda"), ...])` raises; copying the tensors back to the cpu removes the error)
# note: reconstruction of a validation loop around the thread's call: the model and each batch go to cuda when a GPU exists, the per-batch accuracy is a 0-d cuda tensor (computed under no_grad from argmax indices, so no grad), and np.mean converts the list of cuda tensors. The loss values are read with `.item()`.
import numpy as np
import torch
import torch.nn.functional as F

from model import Net
from data import get_loaders

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = Net().to(device)
model.load_state_dict(torch.load("checkpoints/net.pt", map_location=device))
_, val_loader = get_loaders(batch_size=128)

model.eval()
val_losses, val_accs = [], []
with torch.no_grad():
    for images, labels in val_loader:
        images, labels = images.to(device), labels.to(device)
        logits = model(images)
        val_losses.append(F.cross_entropy(logits, labels).item())
        preds = logits.argmax(dim=1)
        val_accs.append((preds == labels).float().mean())

mean_loss = np.mean(val_losses)
mean_acc = np.mean(val_accs)
print(f"val loss {mean_loss:.4f}  val acc {mean_acc:.4f}")
