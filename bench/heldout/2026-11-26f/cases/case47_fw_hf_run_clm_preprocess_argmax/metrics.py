# expect: none
# source: https://github.com/huggingface/transformers/pull/15473 (examples/pytorch/language-modeling/run_clm.py: preprocess_logits_for_metrics returns logits.argmax(dim=-1); compute_metrics works on the NumPy arrays the Trainer hands over)
# note: as in run_clm.py: the cuda (bf16, train.py) logits are reduced with a torch argmax (int64, no conversion) before the Trainer gathers them, moves them to the host and numpifies them; compute_metrics only sees ndarrays.
import numpy as np


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        logits = logits[0]
    return logits.argmax(dim=-1)


def compute_metrics(eval_preds):
    preds, labels = eval_preds
    labels = labels[:, 1:].reshape(-1)
    preds = preds[:, :-1].reshape(-1)
    mask = labels != -100
    return {"accuracy": float(np.mean(preds[mask] == labels[mask]))}
