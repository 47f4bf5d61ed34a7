import torch
from torch.utils.data import DataLoader

from .base_trainer import BaseTrainer
from .valle_ar import ValleAR
from .libritts_dataset import LibriTTSDataset, collate


class ValleARTrainer(BaseTrainer):
    def _build_model(self):
        return ValleAR(**self.cfg.model)

    def _build_dataloader(self):
        train = LibriTTSDataset(self.cfg.dataset, split="train")
        valid = LibriTTSDataset(self.cfg.dataset, split="dev")
        return (DataLoader(train, batch_size=self.cfg.train.batch_size, shuffle=True, collate_fn=collate,
                           num_workers=8, persistent_workers=True),
                DataLoader(valid, batch_size=self.cfg.train.batch_size, collate_fn=collate))

    def _train_step(self, batch):
        out = self.model(phone_ids=batch["phone_ids"], phone_mask=batch["phone_mask"],
                         target_ids=batch["target_ids"], target_mask=batch["target_mask"])
        loss = out.loss
        self.accelerator.backward(loss)
        if self.accelerator.sync_gradients:
            self.accelerator.clip_grad_norm_(self.model.parameters(), 1.0)
        self.optimizer.step()
        self.optimizer.zero_grad()
        return loss
