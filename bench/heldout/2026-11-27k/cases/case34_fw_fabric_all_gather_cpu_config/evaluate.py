# expect: none
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/18607 ("Fabric.all_gather should support concatenation": "`y_hat = fabric.all_gather(y_hat)`; `y_hat, y = y_hat.flatten(0,1), y.flatten(0,1)` ... for further processing the input to compute metrics etc.")
# note: counterpart of case33 with the device chosen as "cpu" in config.py: train.py launches Fabric(accelerator="cpu", devices=4, strategy="ddp"), i.e. four CPU processes on the gloo backend, so the batches, the model and the tensors fabric.all_gather returns are all on the host; the argmax indices are computed under no_grad and `.numpy()` is valid. This file is unchanged apart from its header lines; the deciding evidence is in config.py.
import torch
import torch.nn.functional as F
from sklearn.metrics import classification_report


@torch.no_grad()
def evaluate(fabric, model, loader, class_names):
    model.eval()
    all_preds, all_targets, total_loss, n = [], [], 0.0, 0
    for x, y in loader:
        logits = model(x)
        total_loss += F.cross_entropy(logits, y, reduction="sum").item()
        n += y.numel()
        y_hat = fabric.all_gather(logits.argmax(dim=-1))
        y_all = fabric.all_gather(y)
        all_preds.append(y_hat.flatten(0, 1))
        all_targets.append(y_all.flatten(0, 1))
    report = None
    if fabric.global_rank == 0:
        preds = torch.cat(all_preds).numpy()
        targets = torch.cat(all_targets).numpy()
        report = classification_report(targets, preds, target_names=class_names, output_dict=True)
        fabric.print(f"val loss (rank 0 shard) {total_loss / n:.4f}  macro-F1 {report['macro avg']['f1-score']:.4f}")
    model.train()
    return report
