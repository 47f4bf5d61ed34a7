# expect: none
# source: https://github.com/huggingface/accelerate (src/accelerate/accelerator.py prepare_model: with native AMP the forward is wrapped in autocast and convert_outputs_to_fp32; utils/operations.py convert_to_fp32 casts fp16/bf16 outputs with .float())
# note: mixed_precision="bf16" runs the forward under bf16 autocast, but the prepared model returns float32 logits; they are computed under
#       no_grad, gathered on accelerator.device and copied with .cpu() before .numpy(). The model weights are float32.
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import f1_score
from transformers import AutoModelForSequenceClassification


def evaluate(model_name, train_dl, eval_dl, epochs=3):
    accelerator = Accelerator(mixed_precision="bf16")
    model = AutoModelForSequenceClassification.from_pretrained(model_name, num_labels=2)
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-5)
    model, optimizer, train_dl, eval_dl = accelerator.prepare(model, optimizer, train_dl, eval_dl)

    for epoch in range(epochs):
        model.train()
        for batch in train_dl:
            outputs = model(**batch)
            accelerator.backward(outputs.loss)
            optimizer.step()
            optimizer.zero_grad()

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
        accelerator.print(f"epoch {epoch}: f1 {f1_score(labels, logits.argmax(-1)):.4f}")
