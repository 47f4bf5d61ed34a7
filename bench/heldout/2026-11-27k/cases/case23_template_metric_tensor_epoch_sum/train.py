import argparse

import torch

import data_loader.data_loaders as module_data
import model.loss as module_loss
import model.metric as module_metric
import model.model as module_arch
from parse_config import ConfigParser
from trainer.trainer import Trainer


def main(config):
    data_loader = config.init_obj("data_loader", module_data)
    valid_data_loader = data_loader.split_validation()
    device = torch.device("cuda:0" if torch.cuda.is_available() and config["n_gpu"] > 0 else "cpu")
    model = config.init_obj("arch", module_arch).to(device)
    criterion = getattr(module_loss, config["loss"])
    metrics = [getattr(module_metric, met) for met in config["metrics"]]
    optimizer = config.init_obj("optimizer", torch.optim, model.parameters())
    lr_scheduler = config.init_obj("lr_scheduler", torch.optim.lr_scheduler, optimizer)
    trainer = Trainer(model, criterion, metrics, optimizer, config=config, device=device,
                      data_loader=data_loader, valid_data_loader=valid_data_loader, lr_scheduler=lr_scheduler)
    trainer.train()


if __name__ == "__main__":
    args = argparse.ArgumentParser(description="PyTorch Template")
    args.add_argument("-c", "--config", default="config.json", type=str)
    args.add_argument("-r", "--resume", default=None, type=str)
    args.add_argument("-d", "--device", default=None, type=str)
    main(ConfigParser.from_args(args))
