import argparse
import logging
import os

import torch
from torch.utils.data import DataLoader, TensorDataset

from utils.train import train
from utils.writer import MyWriter

HP = {
    "n_mel_channels": 80, "sampling_rate": 22050, "lr": 1e-4, "epochs": 3,
    "lambda_stft": 2.5, "discriminator_train_start_steps": 20,
    "summary_interval": 10, "save_interval": 1, "batch_size": 8,
}


def create_dataloader(n, frames=32):
    mel = torch.randn(n, HP["n_mel_channels"], frames)
    audio = torch.rand(n, 1, frames * 256) * 2 - 1
    return DataLoader(TensorDataset(mel, audio), batch_size=HP["batch_size"], shuffle=True, drop_last=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", "--name", default="vocgan")
    parser.add_argument("--chkpt_dir", default="chkpt")
    parser.add_argument("--log_dir", default="logs")
    args = parser.parse_args()

    pt_dir = os.path.join(args.chkpt_dir, args.name)
    log_dir = os.path.join(args.log_dir, args.name)
    os.makedirs(pt_dir, exist_ok=True)
    os.makedirs(log_dir, exist_ok=True)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(message)s")
    logger = logging.getLogger()
    writer = MyWriter(HP, log_dir)

    trainloader = create_dataloader(400)
    valloader = create_dataloader(32)
    train(args, pt_dir, trainloader, valloader, writer, logger, HP)
