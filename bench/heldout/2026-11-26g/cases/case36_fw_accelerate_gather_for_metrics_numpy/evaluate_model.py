# expect: TL001
# source: https://github.com/huggingface/accelerate (examples/nlp_example.py: evaluation loop with accelerator.gather_for_metrics((predictions, batch["labels"])) after prepare())
# note: reconstruction of a variant of the example that computes the metrics with sklearn: the eval dataloader was prepared by accelerate (train.py), so its batches are on the accelerator's device (cuda on a GPU machine), and gather_for_metrics returns device tensors. The references are copied with .cpu(); `predictions.numpy()` is not. The predictions are argmax indices under no_grad.
import numpy as np
import torch
from sklearn.metrics import accuracy_score, f1_score


def evaluate(model, eval_dataloader, accelerator):
    model.eval()
    all_preds, all_refs = [], []
    for batch in eval_dataloader:
        with torch.no_grad():
            outputs = model(**batch)
        predictions = outputs.logits.argmax(dim=-1)
        predictions, references = accelerator.gather_for_metrics((predictions, batch["labels"]))
        all_preds.append(predictions.numpy())
        all_refs.append(references.cpu().numpy())
    preds, refs = np.concatenate(all_preds), np.concatenate(all_refs)
    return {"accuracy": accuracy_score(refs, preds), "f1": f1_score(refs, preds)}
