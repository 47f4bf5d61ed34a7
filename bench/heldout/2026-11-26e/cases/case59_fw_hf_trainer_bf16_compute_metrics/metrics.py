# expect: none
# source: https://github.com/huggingface/transformers (examples/pytorch/text-classification/run_glue.py compute_metrics; src/transformers/trainer_pt_utils.py nested_numpify moves to CPU and casts bf16 to float32)
# note: the Trainer in train.py runs with bf16=True on the GPU, but EvalPrediction.predictions/label_ids arrive here as NumPy arrays
#       (gathered, detached, copied to the host and cast by nested_numpify), so np.argmax and sklearn see ndarrays.
import numpy as np
from sklearn.metrics import f1_score
from transformers import EvalPrediction


def compute_metrics(p: EvalPrediction):
    preds = p.predictions[0] if isinstance(p.predictions, tuple) else p.predictions
    preds = np.argmax(preds, axis=1)
    return {
        "accuracy": float((preds == p.label_ids).astype(np.float32).mean()),
        "f1": float(f1_score(p.label_ids, preds, average="macro")),
    }
