# expect: none
# source: https://github.com/philschmid/deep-learning-pytorch-huggingface/issues/3 ("compute_metrics() function": what `eval_preds` is; answer: an EvalPrediction built in Trainer.evaluation_loop)
# note: transformers 4.4x, checked in src/transformers/trainer.py (evaluation_loop): preprocess_logits_for_metrics runs on the device logits and may return a tensor; the Trainer then gathers, moves to the host and numpifies (nested_numpify, bf16 upcast to float32) before calling compute_metrics(EvalPrediction(predictions=..., label_ids=...)). So the argmax tensor returned by the preprocess hook is never converted by user code, and np.where/np.mean/sklearn in compute_metrics receive ndarrays, although train.py runs a bf16 model on cuda.
import numpy as np
import torch
from sklearn.metrics import accuracy_score


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        logits = logits[0]
    return logits.argmax(dim=-1)


def compute_metrics(eval_preds):
    preds, labels = eval_preds
    preds = preds[:, :-1]
    labels = labels[:, 1:]
    mask = labels != -100
    return {
        "token_accuracy": accuracy_score(labels[mask], preds[mask]),
        "masked_fraction": float(np.mean(~mask)),
        "pred_unique": int(np.unique(np.where(mask, preds, -1)).size),
    }
