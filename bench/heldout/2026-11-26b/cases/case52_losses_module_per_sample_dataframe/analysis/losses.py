import torch.nn.functional as F


def per_sample_loss(model, x, y):
    logits = model(x)
    return F.cross_entropy(logits, y, reduction="none")
