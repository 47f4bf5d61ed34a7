# expect: TL001
# source: https://github.com/huggingface/transformers/issues/15466 (preprocess_logits_for_metrics added by https://github.com/huggingface/transformers/pull/15473; it runs on the logits before they are gathered and moved to the host)
# note: reconstruction: the Trainer in train.py evaluates on the GPU (under no_grad, in its prediction_step), so the logits reaching preprocess_logits_for_metrics are cuda tensors; `logits.numpy()` has no .cpu(). compute_metrics receives NumPy arrays and is correct.
import numpy as np
import torch


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        logits = logits[0]
    pred_ids = np.argmax(logits.numpy(), axis=-1)
    return torch.from_numpy(pred_ids)


def compute_metrics(eval_pred):
    preds, labels = eval_pred
    mask = labels != -100
    return {"accuracy": float((preds[mask] == labels[mask]).mean())}
