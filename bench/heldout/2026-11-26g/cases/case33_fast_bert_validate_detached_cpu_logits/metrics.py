# expect: none
# source: https://github.com/appvision-ai/fast-bert/pull/159 (fix for the accuracy metric failing with "can't convert CUDA tensor to numpy")
# note: the metrics after the fix, split from the learner: BertLearner.validate (learner.py) runs the model on cuda under no_grad but collects the logits and labels with .detach().cpu(), so the metrics convert CPU float32/int64 tensors without grad.
import numpy as np
from sklearn.metrics import fbeta_score


def accuracy(y_pred, y_true):
    outputs = np.argmax(y_pred.numpy(), axis=1)
    return float(np.mean(outputs == y_true.numpy()))


def fbeta(y_pred, y_true, thresh=0.2, beta=2, average="macro"):
    preds = np.argmax(y_pred.numpy(), axis=1)
    return float(fbeta_score(y_true.numpy(), preds, beta=beta, average=average))
