# expect: TL008
# source: https://github.com/horovod/horovod/pull/641 ("Fix memory leak in pytorch_imagenet_resnet50.py example": "The current examples reduces the `loss` which, during training, carries with itself the computation graph. This results in a memory leak ... Detaching the variable before reduction solved the memory leak")
# note: reconstruction of the example's training epoch before the fix: each rank trains on cuda (hvd.local_rank()), and the Metric helper accumulates `hvd.allreduce(val.cpu())` of the graph-attached loss (horovod's allreduce is differentiable and `.cpu()` keeps the graph) into `self.sum` on every batch, so the running sum keeps every step's graph for the whole epoch. The accuracy passed to the other Metric is computed from argmax indices (no grad); the logged averages are read with `.item()`.
import argparse

import horovod.torch as hvd
import torch
import torch.nn.functional as F
from torchvision import models

from data import imagenet_loaders


class Metric:
    def __init__(self, name):
        self.name = name
        self.sum = torch.tensor(0.)
        self.n = torch.tensor(0.)

    def update(self, val):
        self.sum += hvd.allreduce(val.cpu(), name=self.name)
        self.n += 1

    @property
    def avg(self):
        return self.sum / self.n


def accuracy(output, target):
    pred = output.max(1, keepdim=True)[1]
    return pred.eq(target.view_as(pred)).cpu().float().mean()


def train(epoch, model, optimizer, train_loader):
    model.train()
    train_loss = Metric("train_loss")
    train_accuracy = Metric("train_accuracy")
    for data, target in train_loader:
        data, target = data.cuda(), target.cuda()
        optimizer.zero_grad()
        output = model(data)
        loss = F.cross_entropy(output, target)
        loss.backward()
        optimizer.step()
        train_loss.update(loss)
        train_accuracy.update(accuracy(output, target))
    if hvd.rank() == 0:
        print(f"epoch {epoch}: loss {train_loss.avg.item():.4f} acc {100 * train_accuracy.avg.item():.2f}%")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=90)
    parser.add_argument("--base-lr", type=float, default=0.0125)
    args = parser.parse_args()
    hvd.init()
    torch.cuda.set_device(hvd.local_rank())
    model = models.resnet50().cuda()
    optimizer = hvd.DistributedOptimizer(torch.optim.SGD(model.parameters(), lr=args.base_lr * hvd.size(), momentum=0.9),
                                         named_parameters=model.named_parameters())
    hvd.broadcast_parameters(model.state_dict(), root_rank=0)
    train_loader = imagenet_loaders(hvd.rank(), hvd.size())
    for epoch in range(args.epochs):
        train(epoch, model, optimizer, train_loader)
