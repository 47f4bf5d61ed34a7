# source: https://github.com/huggingface/accelerate/issues/1369
# expect: TL003
# why: gather_for_metrics returns tensors on accelerator.device (cuda) and np.concatenate is applied to the list of them
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import accuracy_score


def evaluate(model, eval_dataloader, accelerator: Accelerator):
    model.eval()
    all_preds, all_labels = [], []
    for step, batch in enumerate(eval_dataloader):
        with torch.no_grad():
            outputs = model(**batch)
        preds = torch.argmax(outputs["logits"], dim=-1)
        preds, labels = accelerator.gather_for_metrics((preds, batch["labels"]))
        all_preds.append(preds)
        all_labels.append(labels)
    predictions = np.concatenate(all_preds)
    references = np.concatenate(all_labels)
    return accuracy_score(references, predictions)


accelerator = Accelerator()
model, eval_dataloader = None, None
if __name__ == "__main__":
    model, eval_dataloader = accelerator.prepare(model, eval_dataloader)
    print(evaluate(model, eval_dataloader, accelerator))
