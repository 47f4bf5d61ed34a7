# expect: none
# source: https://github.com/huggingface/accelerate/issues/1369
# note: the evaluation loop from the thread: predictions, labels and repeated losses are computed under no_grad on the accelerator's device and gathered with gather_for_metrics; predictions and labels are copied with .cpu() before .numpy(), and the perplexity is read with .item().
import math

import numpy as np
import torch
from accelerate import Accelerator


def evaluate(model, eval_dataloader, accelerator: Accelerator, per_device_eval_batch_size):
    model.eval()
    losses, all_preds, all_labels = [], [], []
    for step, batch in enumerate(eval_dataloader):
        with torch.no_grad():
            outputs = model(**batch)
        loss = outputs.loss
        labels = torch.where(batch["labels"] != -100, batch["labels"], 0)
        preds = torch.where(batch["labels"] != -100, torch.argmax(outputs["logits"], dim=-1), 0)
        preds, labels = accelerator.gather_for_metrics(preds), accelerator.gather_for_metrics(labels)
        losses.append(accelerator.gather_for_metrics(loss.repeat(per_device_eval_batch_size)))
        all_preds.append(preds.cpu().numpy())
        all_labels.append(labels.cpu().numpy())
    losses = torch.cat(losses)
    try:
        perplexity = math.exp(torch.mean(losses).item())
    except OverflowError:
        perplexity = float("inf")
    preds = np.concatenate([p.reshape(-1) for p in all_preds])
    labels = np.concatenate([l.reshape(-1) for l in all_labels])
    return {"perplexity": perplexity, "token_acc": float((preds == labels).mean())}


if __name__ == "__main__":
    acc = Accelerator(mixed_precision="bf16")
