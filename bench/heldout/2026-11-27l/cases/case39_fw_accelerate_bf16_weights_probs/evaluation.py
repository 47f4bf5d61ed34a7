# expect: TL004
# source: https://github.com/huggingface/accelerate/issues/574 ("how to use evaluate with accelerate": the maintainer points to examples/by_feature/multi_process_metrics.py, where each batch's predictions and references go through `accelerator.gather_for_metrics` before the metric sees them)
# note: reconstruction of an evaluation loop in that style that scores ROC-AUC with scikit-learn: train.py loads the classifier with `torch_dtype=torch.bfloat16` and prepares it with a plain Accelerator, so the logits, the softmax probabilities and the gathered probabilities are bfloat16 cuda tensors; `.cpu().numpy()` handles device and grad (no_grad decorator) but raises "Got unsupported ScalarType BFloat16". The gathered labels are int64 and convert fine.
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
