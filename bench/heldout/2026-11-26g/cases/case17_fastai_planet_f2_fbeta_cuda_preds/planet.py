# expect: TL003
# source: https://github.com/fastai/fastai/pull/553 ("When running on GPU, both preds and targs will be on GPU and are tensor. They need to be brought to CPU and converted to numpy before using any sklearn function")
# note: f2 as in planet.py before the PR; reconstruction of the caller: train_planet.py gets the validation predictions and targets from predict_with_targs (learner.py), which concatenates them on cuda under no_grad, and passes them here. fbeta_score converts the cuda tensors with NumPy. Checked on CPU torch with meta tensors: fbeta_score raises for non-CPU tensors.
import warnings

import numpy as np
from sklearn.metrics import fbeta_score


def f2(preds, targs, start=0.17, end=0.24, step=0.01):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return max(fbeta_score(targs, (preds > th), beta=2, average="samples")
                   for th in np.arange(start, end, step))


def opt_th(preds, targs, start=0.17, end=0.24, step=0.01):
    ths = np.arange(start, end, step)
    idx = np.argmax([fbeta_score(targs, (preds > th), beta=2, average="samples") for th in ths])
    return ths[idx]
