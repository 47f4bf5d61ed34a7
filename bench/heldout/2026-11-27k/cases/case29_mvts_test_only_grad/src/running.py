# expect: TL002
# source: https://github.com/gzerveas/mvts_transformer/issues/24 ("Problem running Test_only mode": training works, but `--test_only testset` fails at `per_batch['predictions'].append(predictions.cpu().numpy())` with "RuntimeError: Can't call numpy() on Tensor that requires grad")
# note: reconstruction of src/running.py's SupervisedRunner: evaluate() itself has no no_grad; during training main.py calls it inside `with torch.no_grad():` (validate), but the test-only branch of main.py calls `test_evaluator.evaluate(keep_all=True)` directly, so the eval-mode model's predictions are graph-attached and `.cpu().numpy()` raises. The targets come from the dataloader (no grad); the loss is read with `.item()`.
import numpy as np
import torch
from collections import OrderedDict


class SupervisedRunner:
    def __init__(self, model, dataloader, device, loss_module, optimizer=None, print_interval=10):
        self.model = model
        self.dataloader = dataloader
        self.device = device
        self.loss_module = loss_module
        self.optimizer = optimizer
        self.print_interval = print_interval
        self.epoch_metrics = OrderedDict()

    def train_epoch(self, epoch_num=None):
        self.model = self.model.train()
        epoch_loss, total_samples = 0.0, 0
        for X, targets, padding_masks, IDs in self.dataloader:
            targets, padding_masks = targets.to(self.device), padding_masks.to(self.device)
            predictions = self.model(X.to(self.device), padding_masks)
            loss = self.loss_module(predictions, targets)
            self.optimizer.zero_grad()
            loss.mean().backward()
            self.optimizer.step()
            epoch_loss += loss.sum().item()
            total_samples += len(loss)
        self.epoch_metrics["epoch"] = epoch_num
        self.epoch_metrics["loss"] = epoch_loss / total_samples
        return self.epoch_metrics

    def evaluate(self, epoch_num=None, keep_all=True):
        self.model = self.model.eval()
        epoch_loss, total_samples = 0.0, 0
        per_batch = {"targets": [], "predictions": [], "metrics": [], "IDs": []}
        for X, targets, padding_masks, IDs in self.dataloader:
            targets, padding_masks = targets.to(self.device), padding_masks.to(self.device)
            predictions = self.model(X.to(self.device), padding_masks)
            loss = self.loss_module(predictions, targets)
            batch_loss = torch.sum(loss).cpu().item()
            per_batch["targets"].append(targets.cpu().numpy())
            per_batch["predictions"].append(predictions.cpu().numpy())
            per_batch["metrics"].append([batch_loss / len(loss)])
            per_batch["IDs"].append(IDs)
            epoch_loss += batch_loss
            total_samples += len(loss)
        self.epoch_metrics["epoch"] = epoch_num
        self.epoch_metrics["loss"] = epoch_loss / total_samples
        predictions = np.concatenate(per_batch["predictions"], axis=0)
        targets = np.concatenate(per_batch["targets"], axis=0)
        self.epoch_metrics["accuracy"] = float(np.mean(predictions.argmax(axis=1) == targets))
        return self.epoch_metrics, per_batch
