# expect: none
# source: https://github.com/huggingface/accelerate (src/accelerate/test_utils/scripts/external_deps/test_metrics.py: generate_predictions gathers `logit, target = accelerator.gather_for_metrics((logit, target))` under torch.no_grad() and concatenates them)
# note: reconstruction of that pattern feeding NumPy/sklearn, run with Accelerator(mixed_precision="bf16") on a GPU: the gathered tensors stay on accelerator.device, so both are copied with `.cpu()` before `.numpy()`; the probabilities are cast with `.float()` first (with bf16 autocast a model's logits may be bfloat16), and everything is computed under no_grad. `.tolist()` of the device labels is a valid copy.
import numpy as np
import torch
from accelerate import Accelerator
from sklearn.metrics import roc_auc_score

from regression_data import get_model_and_loader

accelerator = Accelerator(mixed_precision="bf16")
model, dataloader = get_model_and_loader(num_samples=82, batch_size=16)
model, dataloader = accelerator.prepare(model, dataloader)

model.eval()
probs, targets = [], []
for batch in dataloader:
    inputs, target = batch["x"], batch["y"]
    with torch.no_grad():
        logit = model(inputs)
        prob = torch.sigmoid(logit.float()).squeeze(-1)
        prob, target = accelerator.gather_for_metrics((prob, target))
    probs.append(prob.cpu().numpy())
    targets.extend(target.tolist())

probs = np.concatenate(probs)
assert len(probs) == 82, len(probs)
accelerator.print("AUROC", roc_auc_score(np.array(targets), probs))
