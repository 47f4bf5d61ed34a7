# expect: TL003
# source: https://github.com/psywaves/EVCF/issues/1 (np.concatenate of GPU predictions in a Trainer class); device taken from the config module as in configs/default.py
# note: Runner.__init__ sets self.device from cfg.DEVICE ("cuda:0") and moves the model there; train_epoch keeps torch.sigmoid(logits) (graph-attached) and np.concatenate converts the list
import logging
import os

import numpy as np
import torch
import torch.nn.functional as F
from sklearn.metrics import roc_auc_score

logger = logging.getLogger(__name__)


class Runner:
    def __init__(self, model, cfg):
        self.cfg = cfg
        self.device = torch.device(cfg.DEVICE)
        self.model = model.to(self.device)
        self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=cfg.LR, weight_decay=cfg.WEIGHT_DECAY)
        self.epoch = 0
        os.makedirs(cfg.OUTPUT_DIR, exist_ok=True)

    def train_epoch(self, loader):
        self.model.train()
        all_scores, all_labels, losses = [], [], []
        for step, (images, labels) in enumerate(loader):
            images = images.to(self.device, non_blocking=True)
            labels = labels.to(self.device, non_blocking=True).float()
            logits = self.model(images).squeeze(1)
            loss = F.binary_cross_entropy_with_logits(logits, labels)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            losses.append(loss.item())
            all_scores.append(torch.sigmoid(logits))
            all_labels.append(labels.cpu().numpy())
            if step % self.cfg.LOG_INTERVAL == 0:
                logger.info("epoch %d step %d loss %.4f", self.epoch, step, losses[-1])
        scores = np.concatenate(all_scores)
        auc = roc_auc_score(np.concatenate(all_labels), scores)
        return float(np.mean(losses)), auc

    @torch.no_grad()
    def validate(self, loader):
        self.model.eval()
        scores, labels = [], []
        for images, y in loader:
            scores.append(torch.sigmoid(self.model(images.to(self.device)).squeeze(1)).cpu().numpy())
            labels.append(y.numpy())
        return roc_auc_score(np.concatenate(labels), np.concatenate(scores))

    def fit(self, train_loader, val_loader):
        best = 0.0
        for self.epoch in range(self.cfg.EPOCHS):
            train_loss, train_auc = self.train_epoch(train_loader)
            val_auc = self.validate(val_loader)
            logger.info("epoch %d: loss %.4f train AUC %.4f val AUC %.4f", self.epoch, train_loss, train_auc, val_auc)
            if val_auc > best:
                best = val_auc
                torch.save(self.model.state_dict(), os.path.join(self.cfg.OUTPUT_DIR, "best.pth"))
        return best
