# expect: none
# source: https://github.com/pytorch/examples (imagenet/main.py: AverageMeter, losses.update(loss.item(), images.size(0)))
# note: the loss tensor is handed to AverageMeter.update, which calls .item() itself (utils.py), so only Python floats are accumulated across
#       iterations: no autograd history is kept. The history list holds meter averages (floats).
import time

import numpy as np
import torch
import torch.nn as nn

from utils import AverageMeter

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def train(train_loader, model, criterion, optimizer, epoch, history):
    batch_time = AverageMeter("Time", ":6.3f")
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    model.train()
    end = time.time()
    for i, (images, target) in enumerate(train_loader):
        images, target = images.to(device), target.to(device)
        output = model(images)
        loss = criterion(output, target)
        acc1 = (output.argmax(dim=1) == target).float().mean() * 100
        losses.update(loss, images.size(0))
        top1.update(acc1, images.size(0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        batch_time.update(time.time() - end)
        end = time.time()
        if i % 10 == 0:
            print(f"Epoch [{epoch}][{i}/{len(train_loader)}] {batch_time} {losses} {top1}")
    history.append(losses.avg)
    return float(np.mean(history[-5:]))
