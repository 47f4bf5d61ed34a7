# expect: none
# source: https://github.com/Aifred-Health/VulcanAI/issues/112
import numpy as np
from sklearn.metrics import confusion_matrix


def accuracy(logits, targets):
    preds = logits.argmax(dim=1).cpu().numpy()
    return float(np.mean(preds == targets.cpu().numpy()))


def confusion(logits, targets, num_classes):
    preds = logits.argmax(dim=1).cpu().numpy()
    return confusion_matrix(targets.cpu().numpy(), preds, labels=list(range(num_classes)))
