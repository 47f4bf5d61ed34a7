# expect: none
# source: public SFTTrainer fine-tuning script found with find_string "np.argmax(torch.softmax(" (compute_metrics: preds = np.argmax(torch.softmax(torch.tensor(logits), dim=-1), axis=-1))
# note: np.argmax and np.median are not forwarded to a Tensor method with NumPy keywords the way mean/sum/max are: np.argmax(tensor, axis=-1) works (returns a tensor) and np.median converts the CPU tensor; the logits are a CPU tensor built from the NumPy EvalPrediction, without grad
import evaluate
import numpy as np
import torch

metric = evaluate.load("accuracy")
_answer_map = {"A": 0, "B": 1, "C": 2, "D": 3}


def make_compute_metrics(tokenizer):
    def compute_metrics(eval_pred):
        logits, labels = eval_pred
        labels = np.where(labels != -100, labels, tokenizer.pad_token_id)
        labels = tokenizer.batch_decode(labels, skip_special_tokens=True)
        labels = [_answer_map.get(l.strip(), 0) for l in labels]
        probs = torch.softmax(torch.tensor(logits), dim=-1)
        preds = np.argmax(probs, axis=-1)
        confidence = np.median(probs.max(dim=-1).values)
        result = metric.compute(predictions=preds, references=labels)
        result["median_confidence"] = float(confidence)
        return result

    return compute_metrics
