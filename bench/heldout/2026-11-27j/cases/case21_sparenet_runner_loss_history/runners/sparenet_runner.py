# expect: TL008
# source: https://github.com/microsoft/SpareNet/issues/12 ("GPU memory leakage (CUDA out of memory after 2 epochs)": "it seems that the actual losses (not the value or a detached version) are accumulating for visualization ... All the update operations should take items not Variables"; maintainer: "It makes full sense to me")
# note: reconstruction of the runner and the loss module (runners/sparenet_runner.py, models/sparenet_losses.py): SpareNetLosses returns the total for backward together with a logging dict that holds the graph-attached loss tensors themselves; the runner appends the dict's values to per-epoch histories on every iteration, so each step's graph (and its cuda buffers) survives until the epoch ends. Logging converts the epoch means with `float()`, which is valid.
import logging

import torch

from models.sparenet_losses import SpareNetLosses


class SpareNetRunner:
    def __init__(self, cfg, models, optimizer, train_loader):
        self.cfg = cfg
        self.models = models.to(cfg.device)
        self.optimizer = optimizer
        self.train_loader = train_loader
        self.criterion = SpareNetLosses(cfg)

    def train_epoch(self, epoch_idx):
        self.models.train()
        history = {"coarse": [], "middle": [], "refine": [], "total": []}
        for batch_idx, (taxonomy_ids, model_ids, data) in enumerate(self.train_loader):
            partial = data["partial_cloud"].to(self.cfg.device)
            gt = data["gtcloud"].to(self.cfg.device)
            coarse, refine, middle = self.models(partial)
            loss, log = self.criterion(coarse, refine, middle, gt)

            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()

            for key in history:
                history[key].append(log[key])

        means = {key: float(sum(values) / len(values)) for key, values in history.items()}
        logging.info("[Epoch %d] %s", epoch_idx, " ".join(f"{k}={v:.4f}" for k, v in means.items()))
        return means
