# expect: none
# source: https://github.com/pytorch/pytorch/issues/11372 (workaround from the thread: a collate_fn that sends the batch to the device)
# note: the collate_fn in data.py moves only the images to the device; the labels stay the CPU int64 tensors that default_collate builds. The predictions are copied with .cpu() under no_grad, so `labels.numpy()`, np.bincount and confusion_matrix see CPU data only.
import numpy as np
import torch
from sklearn.metrics import confusion_matrix

from data import device, make_loader


def evaluate(model, dataset, num_classes=10):
    model = model.to(device).eval()
    all_preds, all_labels = [], []
    with torch.no_grad():
        for images, labels in make_loader(dataset):
            logits = model(images)
            all_preds.append(logits.argmax(dim=1).cpu().numpy())
            all_labels.append(labels.numpy())
    preds = np.concatenate(all_preds)
    labels = np.concatenate(all_labels)
    support = np.bincount(labels, minlength=num_classes)
    cm = confusion_matrix(labels, preds, labels=list(range(num_classes)))
    per_class_acc = np.diag(cm) / np.maximum(support, 1)
    return {"accuracy": float((preds == labels).mean()), "per_class": per_class_acc.tolist()}
