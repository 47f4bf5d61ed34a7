import time
from collections import OrderedDict

import torch
from torch.utils.data.distributed import DistributedSampler

from lib.train.admin import AverageMeter, StatValue
from lib.train.trainers import BaseTrainer


class LTRTrainer(BaseTrainer):
    def __init__(self, actor, loaders, optimizer, settings, lr_scheduler=None, use_amp=False):
        super().__init__(actor, loaders, optimizer, settings, lr_scheduler)
        self._set_default_settings()
        self.stats = OrderedDict({loader.name: None for loader in self.loaders})
        self.move_data_to_gpu = getattr(settings, "move_data_to_gpu", True)

    def _set_default_settings(self):
        default = {"print_interval": 10, "print_stats": None, "description": ""}
        for param, default_value in default.items():
            if getattr(self.settings, param, None) is None:
                setattr(self.settings, param, default_value)

    def cycle_dataset(self, loader):
        """Do a cycle of training or validation."""
        self.actor.train(loader.training)
        torch.set_grad_enabled(loader.training)
        self._init_timing()

        for i, data in enumerate(loader, 1):
            if self.move_data_to_gpu:
                data = data.to(self.device)
            data["epoch"] = self.epoch
            data["settings"] = self.settings

            loss, stats = self.actor(data)

            if loader.training:
                self.optimizer.zero_grad()
                loss.backward()
                if self.settings.grad_clip_norm > 0:
                    torch.nn.utils.clip_grad_norm_(self.actor.net.parameters(), self.settings.grad_clip_norm)
                self.optimizer.step()

            batch_size = data["template_images"].shape[loader.stack_dim]
            self._update_stats(stats, batch_size, loader)
            self._print_stats(i, loader, batch_size)

    def train_epoch(self):
        for loader in self.loaders:
            if self.epoch % loader.epoch_interval == 0:
                if isinstance(loader.sampler, DistributedSampler):
                    loader.sampler.set_epoch(self.epoch)
                self.cycle_dataset(loader)
        self._stats_new_epoch()

    def _init_timing(self):
        self.num_frames = 0
        self.start_time = time.time()
        self.prev_time = self.start_time

    def _update_stats(self, new_stats: OrderedDict, batch_size, loader):
        # Initialize stats if not initialized yet
        if loader.name not in self.stats.keys() or self.stats[loader.name] is None:
            self.stats[loader.name] = OrderedDict({name: AverageMeter() for name in new_stats.keys()})
        for name, val in new_stats.items():
            if name not in self.stats[loader.name].keys():
                self.stats[loader.name][name] = AverageMeter()
            self.stats[loader.name][name].update(val, batch_size)

    def _print_stats(self, i, loader, batch_size):
        self.num_frames += batch_size
        if i % self.settings.print_interval == 0 or i == loader.__len__():
            print_str = "[%s: %d, %d / %d] " % (loader.name, self.epoch, i, loader.__len__())
            for name, val in self.stats[loader.name].items():
                if hasattr(val, "avg"):
                    print_str += "%s: %.5f  ,  " % (name, float(val.avg))
            print(print_str[:-5])

    def _stats_new_epoch(self):
        for loader in self.loaders:
            if loader.training:
                lr_list = self.lr_scheduler.get_last_lr()
                for i, lr in enumerate(lr_list):
                    var_name = "LearningRate/group{}".format(i)
                    if var_name not in self.stats[loader.name].keys():
                        self.stats[loader.name][var_name] = StatValue()
                    self.stats[loader.name][var_name].update(lr)
        for loader_stats in self.stats.values():
            if loader_stats is None:
                continue
            for stat_value in loader_stats.values():
                if hasattr(stat_value, "new_epoch"):
                    stat_value.new_epoch()
