# source: https://github.com/huggingface/accelerate/issues/1369
# expect: none
# why: gathered predictions and labels are moved with .cpu().numpy() after gather_for_metrics; the loop runs under no_grad
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import accuracy_score


def evaluate(model, eval_dataloader, accelerator: Accelerator):
    model.eval()
    all_preds, all_labels, losses = [], [], []
    for step, batch in enumerate(eval_dataloader):
        with torch.no_grad():
            outputs = model(**batch)
        labels = torch.where(batch["labels"] != -100, batch["labels"], 0)
        preds = torch.where(batch["labels"] != -100, torch.argmax(outputs["logits"], dim=-1), 0)
        preds, labels = accelerator.gather_for_metrics((preds, labels))
        losses.append(accelerator.gather_for_metrics(outputs.loss.repeat(batch["labels"].shape[0])).cpu())
        preds, labels = preds.cpu().numpy(), labels.cpu().numpy()
        all_preds.append(preds.reshape(-1))
        all_labels.append(labels.reshape(-1))
    eval_loss = torch.cat(losses).mean().item()
    return eval_loss, accuracy_score(np.concatenate(all_labels), np.concatenate(all_preds))


accelerator = Accelerator(mixed_precision="fp16")
