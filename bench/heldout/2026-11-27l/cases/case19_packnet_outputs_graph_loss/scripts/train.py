import argparse

import torch

from packnet_sfm.models.model_wrapper import ModelWrapper
from packnet_sfm.models.self_sup import SelfSupModel
from packnet_sfm.trainers.horovod_trainer import HorovodTrainer
from packnet_sfm.utils.config import parse_train_file


def train(file):
    config, ckpt = parse_train_file(file)
    model_wrapper = ModelWrapper(config, SelfSupModel(**config.model.params), torch.optim.Adam)
    trainer = HorovodTrainer(**config.arch, checkpoint=ckpt)
    trainer.fit(model_wrapper)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="PackNet-SfM training script")
    parser.add_argument("file", type=str, help="Input file (.ckpt or .yaml)")
    train(parser.parse_args().file)
