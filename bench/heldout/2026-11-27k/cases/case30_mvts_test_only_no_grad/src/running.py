# expect: none
# source: https://github.com/gzerveas/mvts_transformer/issues/24 ("Problem running Test_only mode": `--test_only testset` fails at `per_batch['predictions'].append(predictions.cpu().numpy())` with "RuntimeError: Can't call numpy() on Tensor that requires grad")
# note: fixed twin of case29: main.py's test-only branch now calls `test_evaluator.evaluate(keep_all=True)` inside `with torch.no_grad():`, as the training path's validate() already does, so every caller of evaluate() runs it without grad and the `.cpu().numpy()` calls here receive tensors that do not require grad. This file is unchanged apart from its header lines; the deciding evidence is in main.py.
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
