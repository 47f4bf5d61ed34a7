# expect: none
# source: https://github.com/huggingface/transformers/issues/39842 ("Expected behavior of `compute_result` is hard to expect and inconsistent": "`compute_metrics` sometimes called with `compute_result` and sometimes not")
# note: counterpart of case31 with the Trainer's default evaluation: train.py does not set batch_eval_metrics, so Trainer.evaluation_loop accumulates the logits and labels, moves them to the host and numpifies them (nested_numpify) before calling compute_metrics once, without compute_result (the default True applies); np.argmax, np.concatenate and sklearn receive ndarrays although the model is on cuda. This file is unchanged apart from its header lines; the deciding evidence is in train.py.
import numpy as np
from sklearn.metrics import accuracy_score, f1_score

_running = {"preds": [], "labels": []}


def compute_metrics(eval_pred, compute_result=True):
    logits, labels = eval_pred.predictions, eval_pred.label_ids
    if isinstance(logits, tuple):
        logits = logits[0]
    _running["preds"].append(np.argmax(logits, axis=-1))
    _running["labels"].append(labels)
    if not compute_result:
        return {}
    preds = np.concatenate(_running["preds"])
    refs = np.concatenate(_running["labels"])
    _running["preds"].clear()
    _running["labels"].clear()
    return {
        "accuracy": float(accuracy_score(refs, preds)),
        "macro_f1": float(f1_score(refs, preds, average="macro")),
    }
