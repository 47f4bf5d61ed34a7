# expect: none
# source: https://github.com/huggingface/transformers (examples/pytorch/token-classification/run_ner.py: compute_metrics takes p = (predictions, labels) and starts with np.argmax(predictions, axis=2))
# note: run_ner.py's compute_metrics moved to its own module; train_ner.py trains a bf16 model on cuda, but the Trainer gathers the logits, moves them to the host and numpifies them (bf16 cast to float32) before calling compute_metrics, so everything here is NumPy. seqeval gets lists of strings.
import numpy as np
from seqeval.metrics import accuracy_score, f1_score, precision_score, recall_score


def build_compute_metrics(label_list):
    def compute_metrics(p):
        predictions, labels = p
        predictions = np.argmax(predictions, axis=2)
        true_predictions = [
            [label_list[pr] for (pr, la) in zip(prediction, label) if la != -100]
            for prediction, label in zip(predictions, labels)
        ]
        true_labels = [
            [label_list[la] for (pr, la) in zip(prediction, label) if la != -100]
            for prediction, label in zip(predictions, labels)
        ]
        return {
            "precision": precision_score(true_labels, true_predictions),
            "recall": recall_score(true_labels, true_predictions),
            "f1": f1_score(true_labels, true_predictions),
            "accuracy": accuracy_score(true_labels, true_predictions),
        }

    return compute_metrics
