# expect: TL003
# source: https://github.com/huggingface/transformers/issues/46656
import numpy as np
from sklearn.metrics import accuracy_score


class StreamingAccuracy:
    """compute_metrics for TrainingArguments(batch_eval_metrics=True): called once per eval batch."""

    def __init__(self):
        self.preds, self.labels = [], []

    def __call__(self, eval_pred, compute_result=False):
        logits, labels = eval_pred.predictions, eval_pred.label_ids
        self.preds.append(np.argmax(logits, axis=-1))
        self.labels.append(labels)
        if not compute_result:
            return {}
        preds = np.concatenate(self.preds)
        labels = np.concatenate(self.labels)
        self.preds, self.labels = [], []
        return {"accuracy": accuracy_score(labels, preds)}
