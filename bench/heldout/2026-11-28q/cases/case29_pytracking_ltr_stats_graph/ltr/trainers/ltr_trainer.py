# expect: TL008
# source: https://github.com/visionml/pytracking/pull/313 ("Fix memory leak in LTRTrainer._update_stats().": "The method `_update_stats()` is called with `val`, which is a `Tensor` with gradients. When use with `AverageMeter`, the gradient graph will be accumulated during training and won't be released and collected by GC, causing significant memory leak." - maintainer: "`val` is not necessarily always a tensor. So we need to have a check if its actually a tensor first.")
# note: pytracking's `LTRTrainer.cycle_dataset` / `_update_stats` and the `AverageMeter` it uses reconstructed in one trainer module. The actor (`ltr/actors/tracking.py`) returns its stats dict with the loss tensors themselves, attached to the graph; `_update_stats` feeds them to `AverageMeter.update`, whose `self.sum += val * n` keeps every iteration's graph alive for the whole epoch. The loss used for backward is handled by the optimizer step, `batch_size` is an int read from the data, the printed averages go through `float(...)`, and validation loaders run with grad disabled by `torch.set_grad_enabled(loader.training)`.
import time
from collections import OrderedDict

import torch


class AverageMeter(object):
    """Computes and stores the average and current value"""

    def __init__(self):
        self.history = []
        self.reset()

    def reset(self):
        self.val = 0
        self.avg = 0
        self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def new_epoch(self):
        if self.count > 0:
            self.history.append(self.avg)
            self.reset()
        else:
            self.history.append(None)


class LTRTrainer:
    def __init__(self, actor, loaders, optimizer, settings, lr_scheduler=None):
        self.actor = actor
        self.loaders = loaders
        self.optimizer = optimizer
        self.settings = settings
        self.lr_scheduler = lr_scheduler
        self.device = torch.device("cuda:0" if settings.use_gpu else "cpu")
        self.actor.to(self.device)
        self.stats = OrderedDict({loader.name: None for loader in self.loaders})

    def cycle_dataset(self, loader):
        self.actor.train(loader.training)
        torch.set_grad_enabled(loader.training)
        self._init_timing()
        for i, data in enumerate(loader, 1):
            data = data.to(self.device)
            data["epoch"] = self.epoch
            data["settings"] = self.settings
            loss, stats = self.actor(data)
            if loader.training:
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
            batch_size = data["train_images"].shape[loader.stack_dim]
            self._update_stats(stats, batch_size, loader)
            self._print_stats(i, loader, batch_size)

    def train_epoch(self):
        for loader in self.loaders:
            if self.epoch % loader.epoch_interval == 0:
                self.cycle_dataset(loader)
        if self.lr_scheduler is not None:
            self.lr_scheduler.step()

    def _init_timing(self):
        self.num_frames = 0
        self.start_time = time.time()
        self.prev_time = self.start_time

    def _update_stats(self, new_stats: OrderedDict, batch_size, loader):
        if loader.name not in self.stats.keys() or self.stats[loader.name] is None:
            self.stats[loader.name] = OrderedDict({name: AverageMeter() for name in new_stats.keys()})
        for name, val in new_stats.items():
            if name not in self.stats[loader.name].keys():
                self.stats[loader.name][name] = AverageMeter()
            self.stats[loader.name][name].update(val, batch_size)

    def _print_stats(self, i, loader, batch_size):
        self.num_frames += batch_size
        current_time = time.time()
        average_fps = self.num_frames / (current_time - self.start_time)
        self.prev_time = current_time
        if i % self.settings.print_interval == 0 or i == loader.__len__():
            print_str = "[%s: %d, %d / %d] FPS: %.1f  ,  " % (loader.name, self.epoch, i, loader.__len__(), average_fps)
            for name, val in self.stats[loader.name].items():
                print_str += "%s: %.5f  ,  " % (name, float(val.avg))
            print(print_str[:-5])
