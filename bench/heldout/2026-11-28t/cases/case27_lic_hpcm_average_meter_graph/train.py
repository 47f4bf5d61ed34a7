# expect: TL008
# source: https://github.com/lyq133/LIC-HPCM/issues/4 ("Bug: Memory Leak in `AverageMeter` Prevents Per-Step VRAM Release, Causing cuDNN Crash": "An `AverageMeter` object (e.g., `loss = AverageMeter()`) is created **once** at the start of `train_one_epoch`, placing it *outside* the `for` loop ... `loss.update(out_criterion["loss"])` is called. The `out_criterion["loss"]` is a `torch.Tensor` that holds the entire computation graph for that step")
# note: the learned-image-compression training loop, reconstructed: `losses/rate_distortion.py` returns graph-attached rate, distortion and total losses, `train.py` passes them to the meters of `utils/metrics.py`, whose `update` keeps `val` and sums `self.sum += val * n` across every step of the epoch, so each step's graph (and its activations) stays reachable until the epoch ends. The auxiliary loss is logged with `.item()`; the test epoch runs under `torch.no_grad()` with the same meters. Header `train.py`.
import argparse
import logging
import os
import random
import sys

import torch
import torch.optim as optim
from torch.utils.data import DataLoader
from torchvision import transforms

from losses.rate_distortion import RateDistortionLoss
from models import HPCM
from utils.datasets import ImageFolder
from utils.metrics import AverageMeter

logger = logging.getLogger("LIC")


def configure_optimizers(net, args):
    parameters = {n for n, p in net.named_parameters() if not n.endswith(".quantiles") and p.requires_grad}
    aux_parameters = {n for n, p in net.named_parameters() if n.endswith(".quantiles") and p.requires_grad}
    params_dict = dict(net.named_parameters())
    optimizer = optim.Adam((params_dict[n] for n in sorted(parameters)), lr=args.learning_rate)
    aux_optimizer = optim.Adam((params_dict[n] for n in sorted(aux_parameters)), lr=args.aux_learning_rate)
    return optimizer, aux_optimizer


def train_one_epoch(model, criterion, train_dataloader, optimizer, aux_optimizer, epoch, clip_max_norm, log_every=100):
    model.train()
    device = next(model.parameters()).device
    loss = AverageMeter()
    bpp_loss = AverageMeter()
    mse_loss = AverageMeter()

    for i, d in enumerate(train_dataloader):
        d = d.to(device)

        optimizer.zero_grad()
        aux_optimizer.zero_grad()

        out_net = model(d)
        out_criterion = criterion(out_net, d)
        out_criterion["loss"].backward()
        if clip_max_norm > 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip_max_norm)
        optimizer.step()

        aux_loss = model.aux_loss()
        aux_loss.backward()
        aux_optimizer.step()

        loss.update(out_criterion["loss"])
        bpp_loss.update(out_criterion["bpp_loss"])
        mse_loss.update(out_criterion["mse_loss"])

        if i % log_every == 0:
            logger.info(
                f"Train epoch {epoch}: [{i * len(d)}/{len(train_dataloader.dataset)}]"
                f"\tLoss: {float(loss.val):.4f} | MSE: {float(mse_loss.val):.5f} | "
                f"Bpp: {float(bpp_loss.val):.4f} | Aux: {aux_loss.item():.2f}"
            )
    return float(loss.avg)


def test_epoch(epoch, test_dataloader, model, criterion):
    model.eval()
    device = next(model.parameters()).device
    loss, bpp_loss, mse_loss = AverageMeter(), AverageMeter(), AverageMeter()
    with torch.no_grad():
        for d in test_dataloader:
            d = d.to(device)
            out_net = model(d)
            out_criterion = criterion(out_net, d)
            bpp_loss.update(out_criterion["bpp_loss"], d.size(0))
            loss.update(out_criterion["loss"], d.size(0))
            mse_loss.update(out_criterion["mse_loss"], d.size(0))
    logger.info(f"Test epoch {epoch}: Loss: {float(loss.avg):.4f} | MSE: {float(mse_loss.avg):.5f} | Bpp: {float(bpp_loss.avg):.4f}")
    return float(loss.avg)


def parse_args(argv):
    parser = argparse.ArgumentParser(description="HPCM training script.")
    parser.add_argument("-d", "--dataset", type=str, required=True)
    parser.add_argument("-e", "--epochs", default=100, type=int)
    parser.add_argument("-lr", "--learning-rate", default=1e-4, type=float)
    parser.add_argument("--aux-learning-rate", default=1e-3, type=float)
    parser.add_argument("--lambda", dest="lmbda", type=float, default=0.0130)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--test-batch-size", type=int, default=8)
    parser.add_argument("--patch-size", type=int, nargs=2, default=(256, 256))
    parser.add_argument("--cuda", action="store_true")
    parser.add_argument("--clip_max_norm", default=1.0, type=float)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--save_path", type=str, default="./ckpt")
    return parser.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO)
    random.seed(args.seed)
    torch.manual_seed(args.seed)

    train_transforms = transforms.Compose([transforms.RandomCrop(args.patch_size), transforms.ToTensor()])
    test_transforms = transforms.Compose([transforms.CenterCrop(args.patch_size), transforms.ToTensor()])
    train_dataset = ImageFolder(args.dataset, split="train", transform=train_transforms)
    test_dataset = ImageFolder(args.dataset, split="test", transform=test_transforms)

    device = "cuda" if args.cuda and torch.cuda.is_available() else "cpu"
    train_dataloader = DataLoader(train_dataset, batch_size=args.batch_size, num_workers=8, shuffle=True, pin_memory=(device == "cuda"))
    test_dataloader = DataLoader(test_dataset, batch_size=args.test_batch_size, num_workers=8, shuffle=False)

    net = HPCM().to(device)
    optimizer, aux_optimizer = configure_optimizers(net, args)
    lr_scheduler = optim.lr_scheduler.MultiStepLR(optimizer, milestones=[80, 95], gamma=0.1)
    criterion = RateDistortionLoss(lmbda=args.lmbda)

    best_loss = float("inf")
    for epoch in range(args.epochs):
        logger.info(f"Learning rate: {optimizer.param_groups[0]['lr']}")
        train_one_epoch(net, criterion, train_dataloader, optimizer, aux_optimizer, epoch, args.clip_max_norm)
        loss = test_epoch(epoch, test_dataloader, net, criterion)
        lr_scheduler.step()
        if loss < best_loss:
            best_loss = loss
            os.makedirs(args.save_path, exist_ok=True)
            torch.save({"epoch": epoch, "state_dict": net.state_dict(), "loss": loss}, os.path.join(args.save_path, "best.pth.tar"))


if __name__ == "__main__":
    main(sys.argv[1:])
