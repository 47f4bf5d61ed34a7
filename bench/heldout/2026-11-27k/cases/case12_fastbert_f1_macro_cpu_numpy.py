# expect: none
# source: https://github.com/appvision-ai/fast-bert/issues/19 ("Classification Metrics usage": the multi-label F1_macro metric fails inside `learner.fit(..., validate=True)` at `metric["function"](all_logits, all_labels)`; "I can't seem to figure out where which tensor is to be moved to .cpu()")
# note: fixed twin of case11 with the copy the reporter was looking for: F1_macro moves the sigmoid probabilities and the labels to the host with `.cpu().numpy()` before thresholding, so sklearn receives ndarrays. The logits come from the no_grad forward passes (no grad, float32); the validate() loop still keeps them on the GPU. Only that line differs from case11.
import argparse

import torch
from sklearn.metrics import f1_score


def F1_macro(y_pred, y_true, sigmoid=True, thresh=0.3, average="macro", sample_weight=None):
    if sigmoid:
        y_pred = y_pred.sigmoid()
    y_pred, y_true = y_pred.cpu().numpy(), y_true.cpu().numpy()
    return f1_score(y_true, y_pred > thresh, average=average, sample_weight=sample_weight)


def validate(model, val_dataloader, metrics, device):
    model.eval()
    all_logits, all_labels = None, None
    eval_loss, steps = 0.0, 0
    for batch in val_dataloader:
        input_ids, attention_mask, labels = (t.to(device) for t in batch)
        with torch.no_grad():
            outputs = model(input_ids, attention_mask=attention_mask, labels=labels)
        eval_loss += outputs.loss.mean().item()
        steps += 1
        logits = outputs.logits
        all_logits = logits if all_logits is None else torch.cat((all_logits, logits), 0)
        all_labels = labels if all_labels is None else torch.cat((all_labels, labels), 0)
    results = {"loss": eval_loss / steps}
    for metric in metrics:
        results[metric["name"]] = metric["function"](all_logits, all_labels)
    return results


if __name__ == "__main__":
    from transformers import AutoModelForSequenceClassification
    from data import build_val_dataloader

    parser = argparse.ArgumentParser()
    parser.add_argument("--model_dir", default="output/model_out")
    parser.add_argument("--num_labels", type=int, default=6)
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = AutoModelForSequenceClassification.from_pretrained(
        args.model_dir, num_labels=args.num_labels, problem_type="multi_label_classification").to(device)
    metrics = [{"name": "F1_macro", "function": F1_macro}]
    print(validate(model, build_val_dataloader(batch_size=32), metrics, device))
