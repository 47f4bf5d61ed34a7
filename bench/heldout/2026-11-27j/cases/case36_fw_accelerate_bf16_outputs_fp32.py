# expect: none
# source: https://github.com/huggingface/accelerate/issues/2513 ("Mixed precision training - wrapped model doesn't return bfloat16 outputs": with mixed_precision bf16 the prepared model's outputs come back as float32)
# note: accelerate v1.x, as read in Accelerator.prepare_model: with mixed_precision="bf16" the model's forward is wrapped in autocast and then in convert_outputs_to_fp32, so the prepared model returns float32 logits; the model and batches are on accelerator.device (cuda). The evaluation runs under no_grad, everything is copied with `.cpu()` before `.numpy()`, and the labels are int64. Nothing converted is bfloat16, on the GPU, or graph-attached.
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import f1_score, roc_auc_score
from transformers import AutoModelForSequenceClassification

from data import build_dataloaders


def evaluate(accelerator, model, eval_dataloader):
    model.eval()
    all_probs, all_labels = [], []
    for batch in eval_dataloader:
        with torch.no_grad():
            outputs = model(**batch)
        probs = outputs.logits.softmax(dim=-1)[:, 1]
        probs, labels = accelerator.gather_for_metrics((probs, batch["labels"]))
        all_probs.append(probs.cpu().numpy())
        all_labels.append(labels.cpu().numpy())
    probs, labels = np.concatenate(all_probs), np.concatenate(all_labels)
    return {"auroc": roc_auc_score(labels, probs), "f1": f1_score(labels, probs > 0.5)}


def main():
    accelerator = Accelerator(mixed_precision="bf16")
    model = AutoModelForSequenceClassification.from_pretrained("roberta-base", num_labels=2)
    train_dataloader, eval_dataloader = build_dataloaders("data/toxicity", batch_size=32)
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
    model, optimizer, train_dataloader, eval_dataloader = accelerator.prepare(model, optimizer, train_dataloader, eval_dataloader)
    for epoch in range(3):
        model.train()
        for batch in train_dataloader:
            loss = model(**batch).loss
            accelerator.backward(loss)
            optimizer.step()
            optimizer.zero_grad()
        accelerator.print(epoch, evaluate(accelerator, model, eval_dataloader))


if __name__ == "__main__":
    main()
