# expect: TL003
# source: https://github.com/appvision-ai/fast-bert/pull/159 (fixes "argmax() got an unexpected keyword argument 'axis'" and "can't convert CUDA tensor to numpy" in the accuracy metric)
# note: accuracy as before the PR (np.argmax / np.sum on torch tensors); reconstruction of the learner's validate loop: logits and labels are concatenated on the cuda device under no_grad and handed to the metrics as tensors. Checked on CPU torch with a meta tensor: np.argmax(t, axis=1) falls back to np.asarray and raises for a non-CPU device.
import numpy as np
import torch
from torch import Tensor


def accuracy(y_pred: Tensor, y_true: Tensor):
    outputs = np.argmax(y_pred, axis=1)
    return np.sum(outputs == y_true) / len(y_true)


class BertLearner:
    def __init__(self, model, val_dl, metrics, device=None):
        self.device = device or torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device)
        self.val_dl = val_dl
        self.metrics = metrics

    def validate(self):
        self.model.eval()
        eval_loss, steps = 0.0, 0
        all_logits, all_labels = None, None
        with torch.no_grad():
            for batch in self.val_dl:
                input_ids, input_mask, segment_ids, label_ids = (t.to(self.device) for t in batch)
                outputs = self.model(input_ids, attention_mask=input_mask,
                                     token_type_ids=segment_ids, labels=label_ids)
                tmp_loss, logits = outputs[:2]
                eval_loss += tmp_loss.mean().item()
                steps += 1
                if all_logits is None:
                    all_logits, all_labels = logits, label_ids
                else:
                    all_logits = torch.cat((all_logits, logits), 0)
                    all_labels = torch.cat((all_labels, label_ids), 0)

        results = {"loss": eval_loss / max(steps, 1)}
        results["accuracy"] = accuracy(all_logits, all_labels)
        return results
