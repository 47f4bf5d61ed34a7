# expect: none
# source: https://github.com/huggingface/transformers/issues/39736 (Trainer.evaluation_loop: logits and labels are gathered, moved to the host and numpified, then `self.compute_metrics(EvalPrediction(predictions=all_preds, label_ids=all_labels))`); compute_metrics shape as in https://github.com/huggingface/accelerate/issues/3013 (`np.argmax(preds, axis=1)`)
# note: train.py hands compute_metrics to the HF Trainer with a bf16 model on cuda, but the Trainer calls it with NumPy arrays (device and grad handled, bf16 cast to float32 when numpified), so np.argmax, the softmax in NumPy and the sklearn metrics all receive ndarrays. No preprocess_logits_for_metrics is set.
import numpy as np
from sklearn.metrics import accuracy_score, f1_score


def compute_metrics(eval_pred):
    logits = eval_pred.predictions[0] if isinstance(eval_pred.predictions, tuple) else eval_pred.predictions
    labels = eval_pred.label_ids
    preds = np.argmax(logits, axis=1)
    shifted = logits - logits.max(axis=-1, keepdims=True)
    probs = np.exp(shifted) / np.exp(shifted).sum(axis=-1, keepdims=True)
    return {
        "accuracy": accuracy_score(labels, preds),
        "macro_f1": f1_score(labels, preds, average="macro"),
        "mean_confidence": float(probs.max(axis=-1).mean()),
    }
