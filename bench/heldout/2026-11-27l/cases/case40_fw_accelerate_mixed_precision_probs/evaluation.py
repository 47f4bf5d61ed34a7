# expect: none
# source: https://github.com/huggingface/accelerate/issues/574 ("how to use evaluate with accelerate": the maintainer points to examples/by_feature/multi_process_metrics.py, where each batch's predictions and references go through `accelerator.gather_for_metrics` before the metric sees them)
# note: counterpart of case39 with bf16 as accelerate's mixed precision instead of bf16 weights: train.py loads the classifier in float32 and creates `Accelerator(mixed_precision="bf16")`; `prepare` wraps the model's forward in bf16 autocast and in `convert_outputs_to_fp32`, so the logits come back float32 and the gathered softmax probabilities are float32 cuda tensors, which `.cpu().numpy()` converts (no_grad decorator). This file is unchanged apart from its header lines; the deciding evidence is in train.py.
import numpy as np
import torch
from sklearn.metrics import roc_auc_score


@torch.no_grad()
def evaluate(accelerator, model, eval_dataloader):
    model.eval()
    all_probs, all_labels = [], []
    for batch in eval_dataloader:
        outputs = model(**batch)
        probs = outputs.logits.softmax(dim=-1)[:, 1]
        probs, labels = accelerator.gather_for_metrics((probs, batch["labels"]))
        all_probs.append(probs.cpu().numpy())
        all_labels.append(labels.cpu().numpy())
    model.train()
    return roc_auc_score(np.concatenate(all_labels), np.concatenate(all_probs))
