# expect: none
# source: https://github.com/huggingface/accelerate (Accelerator.prepare_model wraps forward in convert_outputs_to_fp32 under mixed precision)
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import f1_score
from transformers import AutoModelForSequenceClassification

from data import get_dataloaders

accelerator = Accelerator(mixed_precision="bf16")
model = AutoModelForSequenceClassification.from_pretrained("bert-base-cased", num_labels=2)
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
train_dl, eval_dl = get_dataloaders(batch_size=32)
model, optimizer, train_dl, eval_dl = accelerator.prepare(model, optimizer, train_dl, eval_dl)

model.eval()
all_logits, all_labels = [], []
for batch in eval_dl:
    with torch.no_grad():
        outputs = model(**batch)
    logits, labels = accelerator.gather_for_metrics((outputs.logits, batch["labels"]))
    all_logits.append(logits.cpu().numpy())
    all_labels.append(labels.cpu().numpy())

logits = np.concatenate(all_logits)
labels = np.concatenate(all_labels)
accelerator.print("f1", f1_score(labels, logits.argmax(-1)))
