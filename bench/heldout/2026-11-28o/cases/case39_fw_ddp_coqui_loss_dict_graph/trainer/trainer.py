# expect: TL008
# source: https://github.com/coqui-ai/Trainer/pull/87 ("Fix loss detach")
# note: coqui's Trainer train loop reconstructed from the PR title and the trainer's `_detach_loss_dict` helper: the model is wrapped in `DistributedDataParallel` when `num_gpus > 1` (and moved to `cuda:rank` in every case), `train_step` returns the model's `loss_dict`, and the "detached" copy that the epoch averages are built from here keeps the tensors themselves (`loss_dict_detached[key] = value`), so `self.epoch_sums[key] += value` chains every step's autograd graph for the whole epoch. Nothing is converted to NumPy; the averages are turned into floats with `.item()` once per epoch.
import os

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP_th

from trainer.model import TTSModel


class Trainer:
    def __init__(self, config, model: TTSModel, train_loader, rank=0, num_gpus=1):
        self.config = config
        self.rank = rank
        self.num_gpus = num_gpus
        self.device = torch.device("cuda", rank) if torch.cuda.is_available() else torch.device("cpu")
        if num_gpus > 1:
            dist.init_process_group("nccl", rank=rank, world_size=num_gpus)
        model = model.to(self.device)
        self.model = DDP_th(model, device_ids=[rank], output_device=rank) if num_gpus > 1 else model
        self.criterion = model.get_criterion()
        self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=config["lr"])
        self.train_loader = train_loader
        self.epoch_sums = {}
        self.total_steps_done = 0

    @staticmethod
    def _detach_loss_dict(loss_dict):
        loss_dict_detached = {}
        for key, value in loss_dict.items():
            if isinstance(value, (int, float)):
                loss_dict_detached[key] = value
            else:
                loss_dict_detached[key] = value
        return loss_dict_detached

    def _model_train_step(self, batch):
        model = self.model.module if hasattr(self.model, "module") else self.model
        return model.train_step(batch, self.criterion)

    def train_step(self, batch):
        batch = {k: v.to(self.device, non_blocking=True) if torch.is_tensor(v) else v for k, v in batch.items()}
        outputs, loss_dict = self._model_train_step(batch)
        self.optimizer.zero_grad(set_to_none=True)
        loss_dict["loss"].backward()
        grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.config["grad_clip"])
        self.optimizer.step()
        loss_dict = self._detach_loss_dict(loss_dict)
        loss_dict["grad_norm"] = grad_norm.item()
        return outputs, loss_dict

    def train_epoch(self, epoch):
        self.model.train()
        self.epoch_sums = {}
        n_steps = 0
        for batch in self.train_loader:
            _, loss_dict = self.train_step(batch)
            for key, value in loss_dict.items():
                self.epoch_sums[key] = self.epoch_sums.get(key, 0.0) + value
            n_steps += 1
            self.total_steps_done += 1
        if self.rank == 0:
            avg = {k: (v / n_steps).item() if torch.is_tensor(v) else v / n_steps for k, v in self.epoch_sums.items()}
            print("epoch {} | ".format(epoch) + " | ".join("{}: {:.4f}".format(k, v) for k, v in avg.items()))

    def fit(self):
        for epoch in range(self.config["epochs"]):
            self.train_epoch(epoch)
        if self.num_gpus > 1:
            dist.destroy_process_group()


def main():
    rank = int(os.environ.get("LOCAL_RANK", 0))
    num_gpus = int(os.environ.get("WORLD_SIZE", 1))
    config = {"lr": 2e-4, "grad_clip": 5.0, "epochs": 100}
    model = TTSModel(num_chars=120, out_channels=80)
    trainer = Trainer(config, model, model.get_data_loader(batch_size=32), rank=rank, num_gpus=num_gpus)
    trainer.fit()
