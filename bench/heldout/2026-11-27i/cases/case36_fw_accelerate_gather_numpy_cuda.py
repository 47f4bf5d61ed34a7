# expect: TL001
# source: https://github.com/sgugger/torchdynamo-tests/pull/3 (scripts/text_classification.py: `predictions = outputs.logits.argmax(dim=-1)`, then `predictions, references = accelerator.gather_for_metrics((predictions, batch["labels"]))`; reviewer: gather_for_metrics takes tensors or nested tuples of tensors)
# note: reconstruction of the evaluation loop with sklearn metrics instead of `evaluate`: accelerate v1.x (the behaviour its own src/accelerate/test_utils/scripts/external_deps/test_metrics.py relies on; not run here) moves the prepared model to accelerator.device, the prepared dataloader yields batches already on that device (device_placement defaults to True), and gather_for_metrics returns the gathered tensors on the device. The argmax indices are computed under no_grad; the references are copied correctly, the predictions are not.
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import accuracy_score, f1_score
from transformers import AutoModelForSequenceClassification

from glue_data import get_dataloaders

accelerator = Accelerator()
model = AutoModelForSequenceClassification.from_pretrained("bert-base-cased", num_labels=2)
optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
train_dl, eval_dl = get_dataloaders("mrpc", batch_size=32)
model, optimizer, train_dl, eval_dl = accelerator.prepare(model, optimizer, train_dl, eval_dl)

model.eval()
all_preds, all_refs = [], []
for batch in eval_dl:
    with torch.no_grad():
        outputs = model(**batch)
    predictions = outputs.logits.argmax(dim=-1)
    predictions, references = accelerator.gather_for_metrics((predictions, batch["labels"]))
    all_preds.append(predictions.numpy())
    all_refs.append(references.cpu().numpy())

preds, refs = np.concatenate(all_preds), np.concatenate(all_refs)
accelerator.print({"accuracy": accuracy_score(refs, preds), "f1": f1_score(refs, preds)})
