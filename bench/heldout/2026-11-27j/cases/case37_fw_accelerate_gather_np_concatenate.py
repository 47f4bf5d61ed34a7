# expect: TL003
# source: https://github.com/huggingface/accelerate/issues/930 ("using \"gather_for_metrics\"": "I am trying to employ the `gather_for_metrics` function to do evaluation on all the devset", run with a MULTI_GPU accelerate config on two GPUs)
# note: reconstruction of such an evaluation loop with NumPy post-processing (accelerate v1.x): the prepared dataloader yields batches on accelerator.device and gather_for_metrics returns the gathered tensors on that device; the argmax class ids are computed under no_grad (no grad, int64). The labels are copied with `.cpu().numpy()` (valid), but the predictions are appended as cuda tensors and np.concatenate converts them with NumPy.
import argparse

import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import accuracy_score, confusion_matrix
from transformers import AutoModelForSequenceClassification

from data import get_dev_dataloader


def evaluate(accelerator, model, dataloader):
    model.eval()
    all_preds, all_labels = [], []
    for batch in dataloader:
        with torch.no_grad():
            logits = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits
        preds = logits.argmax(dim=-1)
        preds, labels = accelerator.gather_for_metrics((preds, batch["labels"]))
        all_preds.append(preds)
        all_labels.append(labels.cpu().numpy())
    preds = np.concatenate(all_preds)
    labels = np.concatenate(all_labels)
    return accuracy_score(labels, preds), confusion_matrix(labels, preds)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="outputs/checkpoint-best")
    args = parser.parse_args()
    accelerator = Accelerator()
    model = AutoModelForSequenceClassification.from_pretrained(args.model)
    dataloader = get_dev_dataloader(args.model, batch_size=32)
    model, dataloader = accelerator.prepare(model, dataloader)
    acc, cm = evaluate(accelerator, model, dataloader)
    if accelerator.is_main_process:
        print(f"dev accuracy {acc:.4f}")
        np.savetxt("confusion_matrix.csv", cm, fmt="%d", delimiter=",")


if __name__ == "__main__":
    main()
