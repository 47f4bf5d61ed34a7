import torch
import torch.nn.functional as F


def train_one_batch(model, batch, optimizer, device):
    images, targets = batch
    images, targets = images.to(device), targets.to(device)
    logits = model(images)
    loss = F.cross_entropy(logits, targets)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    acc = (logits.argmax(dim=1) == targets).float().mean()
    return {"loss": loss.item(), "acc": acc.item(), "lr": optimizer.param_groups[0]["lr"]}
