# expect: TL008
# source: https://github.com/pnnl/neuromancer/pull/292 ("Fixing leaking autograd graph memory in Trainer": "Trainer has two memory leaks, both from the same source, we're not detaching the grad graphs from the metrics before we store them. This fixes both of those, as well as including a benchmark so you can see the difference." - "No longer storing hundreds of MB or a few GB of autograd graph on accident per long training run!")
# note: neuromancer's plain-PyTorch `Trainer` reconstructed. `Problem.forward` (`neuromancer/problem.py`) returns the loss terms computed from its nodes, so `output[self.train_metric]` is the graph-attached training loss (the trainer calls `.backward()` on it); `losses.append(output[self.train_metric])` keeps every batch's loss tensor, with its autograd history, until the end of the epoch, and the epoch mean built from them is appended to `self.loss_history["train"]`, which keeps them for the whole run. `examples/train_dpc.py` trains a closed-loop policy on cuda with this trainer. The dev losses are computed under `torch.set_grad_enabled(self.model.grad_inference)` (False here); the best model is a deep copy of the state dict; the console print formats tensors.
from copy import deepcopy

import numpy as np
import torch
from torch.optim.lr_scheduler import ReduceLROnPlateau

from neuromancer.problem import Problem


def move_batch_to_device(batch, device="cpu"):
    return {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in batch.items()}


class Trainer:
    """
    Class encapsulating boilerplate PyTorch training code: optimize `train_metric`,
    evaluate `dev_metric` after each epoch, keep the best weights by `eval_metric`
    and stop early after `patience` epochs without improvement.
    """

    def __init__(self, problem: Problem, train_data, dev_data=None, optimizer=None, lr_scheduler=False,
                 epochs=1000, epoch_verbose=1, patience=5, warmup=0, train_metric="train_loss",
                 dev_metric="dev_loss", eval_metric="dev_loss", eval_mode="min", clip=100.0, device="cpu"):
        self.model = problem
        self.optimizer = optimizer if optimizer is not None else torch.optim.Adam(problem.parameters(), 0.01, betas=(0.0, 0.9))
        self.train_data = train_data
        self.dev_data = dev_data
        self.epochs = epochs
        self.current_epoch = 0
        self.epoch_verbose = epoch_verbose
        self.train_metric = train_metric
        self.dev_metric = dev_metric
        self.eval_metric = eval_metric
        self._eval_min = eval_mode == "min"
        self.lr_scheduler = ReduceLROnPlateau(self.optimizer, mode="min", factor=0.5, patience=100) if lr_scheduler else None
        self.patience = patience
        self.warmup = warmup
        self.badcount = 0
        self.clip = clip
        self.best_devloss = np.finfo(np.float32).max if self._eval_min else 0.0
        self.best_model = deepcopy(self.model.state_dict())
        self.device = device
        self.loss_history = {"train": [], "dev": []}

    def train(self):
        for i in range(self.current_epoch, self.current_epoch + self.epochs):
            self.model.train()
            losses = []
            for t_batch in self.train_data:
                t_batch["epoch"] = i
                t_batch = move_batch_to_device(t_batch, self.device)
                output = self.model(t_batch)
                self.optimizer.zero_grad()
                output[self.train_metric].backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
                self.optimizer.step()
                losses.append(output[self.train_metric])

            mean_train_loss = torch.mean(torch.stack(losses))
            output[f"mean_{self.train_metric}"] = mean_train_loss
            self.loss_history["train"].append(mean_train_loss)
            if self.lr_scheduler is not None:
                self.lr_scheduler.step(mean_train_loss)

            with torch.set_grad_enabled(self.model.grad_inference):
                self.model.eval()
                if self.dev_data is not None:
                    dev_losses = []
                    for d_batch in self.dev_data:
                        d_batch = move_batch_to_device(d_batch, self.device)
                        eval_output = self.model(d_batch)
                        dev_losses.append(eval_output[self.dev_metric])
                    mean_dev_loss = torch.mean(torch.stack(dev_losses))
                    self.loss_history["dev"].append(mean_dev_loss)
                    output[f"mean_{self.dev_metric}"] = mean_dev_loss
                    output[self.dev_metric] = mean_dev_loss

                if (self._eval_min and output[self.eval_metric] < self.best_devloss) \
                        or (not self._eval_min and output[self.eval_metric] > self.best_devloss):
                    self.best_model = deepcopy(self.model.state_dict())
                    self.best_devloss = output[self.eval_metric]
                    self.badcount = 0
                elif i > self.warmup:
                    self.badcount += 1

                if i % self.epoch_verbose == 0:
                    print(f"epoch: {i}  {self.train_metric}: {output[f'mean_{self.train_metric}']}")
                if self.badcount > self.patience:
                    print("Early stopping!!!")
                    break
        self.current_epoch = i + 1
        return self.best_model
