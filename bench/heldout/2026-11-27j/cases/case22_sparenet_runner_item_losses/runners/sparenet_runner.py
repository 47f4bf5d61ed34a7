# expect: none
# source: https://github.com/microsoft/SpareNet/issues/12 (losses kept for visualization caused a GPU memory leak; "All the update operations should take items not Variables") - fixed twin of case21
# note: fixed twin of case21 with the fix the issue asks for, placed in the loss module: models/sparenet_losses.py builds the logging dict from `.item()` values, so the runner's histories hold Python floats and no graph is kept across iterations; the total used for backward is used within its own iteration only. This file is unchanged apart from its header lines; the deciding evidence is in models/sparenet_losses.py.
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
