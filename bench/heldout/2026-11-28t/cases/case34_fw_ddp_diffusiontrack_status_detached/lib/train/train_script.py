import importlib
import os

import torch
from torch.nn.parallel import DistributedDataParallel as DDP

from lib.models.diffusiontrack import build_diffusiontrack
from lib.train.actors import DiffusionTrackActor
from lib.train.base_functions import build_dataloaders, get_optimizer_scheduler, update_settings
from lib.train.trainers import LTRTrainer


def run(settings):
    settings.description = "Training script for DiffusionTrack"
    config_module = importlib.import_module("lib.config.%s.config" % settings.script_name)
    cfg = config_module.cfg
    config_module.update_config_from_file(settings.cfg_file)
    update_settings(settings, cfg)

    loader_train, loader_val = build_dataloaders(cfg, settings)

    net = build_diffusiontrack(cfg)
    # wrap networks to distributed one
    net.cuda()
    if settings.local_rank != -1:
        net = DDP(net, device_ids=[settings.local_rank], find_unused_parameters=True)
        settings.device = torch.device("cuda:%d" % settings.local_rank)
    else:
        settings.device = torch.device("cuda:0")

    loss_weight = {"giou": cfg.TRAIN.GIOU_WEIGHT, "l1": cfg.TRAIN.L1_WEIGHT, "ce": cfg.TRAIN.CE_WEIGHT}
    actor = DiffusionTrackActor(net=net, objective=None, loss_weight=loss_weight, settings=settings, cfg=cfg)

    optimizer, lr_scheduler = get_optimizer_scheduler(net, cfg)
    trainer = LTRTrainer(actor, [loader_train, loader_val], optimizer, settings, lr_scheduler,
                         use_amp=getattr(cfg.TRAIN, "AMP", False))
    trainer.train(cfg.TRAIN.EPOCH, load_latest=True, fail_safe=True)
