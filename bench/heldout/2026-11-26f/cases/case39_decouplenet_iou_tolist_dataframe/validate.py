# expect: none
# source: https://github.com/JIA-Lab-research/DecoupleNet/issues/3 (statistics kept as Python numbers rather than device tensors)
# note: segmentation validation on cuda: intersection_and_union (metrics.py) returns `.tolist()` lists, and the loss is read with .item(), so the NumPy arrays, np.nanmean and the DataFrame here only ever receive Python floats.
import numpy as np
import pandas as pd
import torch
import torch.nn.functional as F

from metrics import intersection_and_union


def validate(model, loader, num_classes=19):
    device = torch.device("cuda")
    model = model.to(device).eval()
    inter_sum = np.zeros(num_classes)
    union_sum = np.zeros(num_classes)
    losses = []
    with torch.no_grad():
        for images, target in loader:
            images, target = images.to(device), target.to(device)
            logits = model(images)
            losses.append(F.cross_entropy(logits, target, ignore_index=255).item())
            inter, union = intersection_and_union(logits.argmax(1), target, num_classes)
            inter_sum += np.array(inter)
            union_sum += np.array(union)
    iou = inter_sum / np.maximum(union_sum, 1)
    table = pd.DataFrame({"class": range(num_classes), "iou": iou})
    print("mIoU %.4f, loss %.4f" % (np.nanmean(iou), np.mean(losses)))
    return table
