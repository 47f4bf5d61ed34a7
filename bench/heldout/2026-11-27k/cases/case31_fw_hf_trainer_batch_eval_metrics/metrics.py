# expect: TL003
# source: https://github.com/huggingface/transformers/issues/39842 ("Expected behavior of `compute_result` is hard to expect and inconsistent": "In trainer there exists a parameter `compute_result` given to `compute_metrics` when `batch_eval_metrics` is given to True.")
# note: transformers 4.41 and later, as read in Trainer.evaluation_loop: with `batch_eval_metrics=True` (set in train.py) compute_metrics is called once per step with `EvalPrediction(predictions=logits, label_ids=labels)` holding the gathered tensors as they are, on the GPU (no nested_numpify on that path), and `compute_result` only on the last step; the logits come from the no-grad prediction_step in float32. np.argmax converts the cuda logits with NumPy and raises. The returned metrics are Python floats.
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
