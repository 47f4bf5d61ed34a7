# expect: TL008
# source: https://github.com/jokester-zzz/SSA-SC/issues/2 ("The way of updating training and validation loss results in the continuous rising of gpu memory ... it should be loss[key].item()")
# note: reconstruction of the training loop the issue points at (inherited from LMSCNet): model.compute_loss (model.py) returns a dict of graph-attached losses on the GPU, and each one is added into epoch_loss for the whole epoch. Only the accumulation is wrong; nothing is converted to NumPy.
import logging
from collections import defaultdict

import torch

from model import LMSCNet

logger = logging.getLogger("train")


def train_epoch(model, loader, optimizer, device, epoch):
    model.train()
    epoch_loss = defaultdict(float)
    for t, (occupancy, target) in enumerate(loader):
        occupancy, target = occupancy.to(device), target.to(device)
        scores = model(occupancy)
        loss = model.compute_loss(scores, target)
        optimizer.zero_grad()
        loss["total"].backward()
        optimizer.step()
        for key in loss:
            epoch_loss[key] += loss[key]
    for key in epoch_loss:
        logger.info("epoch %d %s: %.4f", epoch, key, epoch_loss[key] / len(loader))
    return epoch_loss


def main(loader, class_frequencies, epochs=80):
    device = torch.device("cuda")
    model = LMSCNet(class_num=20, input_dims=32, class_frequencies=class_frequencies).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3, betas=(0.9, 0.999))
    for epoch in range(epochs):
        train_epoch(model, loader, optimizer, device, epoch)
