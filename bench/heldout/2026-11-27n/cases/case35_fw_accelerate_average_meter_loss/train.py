# expect: TL008
# source: https://github.com/pytorch/pytorch/issues/6925 ("Confusing error message in Criterion output Tensor in v0.4": "Using the `AverageMeter` class from the ImageNet example, if we use `losses.update(loss, input.size(0))` we get the above error message [cuda runtime error (2) : out of memory]. But if we use `losses.update(loss.item(), input.size(0))`, the error does not show up.")
# note: the ImageNet example's training loop ported to HF accelerate (the port is a reconstruction; the meter and the two `update` calls are the thread's): `accelerator.prepare` puts model and batches on the GPU, and `losses.update(loss, images.size(0))` hands the graph-attached loss to utils.py's AverageMeter, whose `self.sum += val * n` keeps a graph that grows with every iteration until memory runs out. The accuracy meters get Python floats (`accuracy` runs under no_grad and `.item()` is taken), and progress prints use the meters' values.
import argparse
import time

import torch
import torch.nn as nn
import torchvision
from accelerate import Accelerator
from torch.utils.data import DataLoader
from torchvision import transforms

from utils import AverageMeter, accuracy


def train_one_epoch(train_loader, model, criterion, optimizer, accelerator, epoch, print_freq=10):
    batch_time = AverageMeter("Time", ":6.3f")
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    top5 = AverageMeter("Acc@5", ":6.2f")
    model.train()
    end = time.time()
    for i, (images, target) in enumerate(train_loader):
        output = model(images)
        loss = criterion(output, target)

        acc1, acc5 = accuracy(output, target, topk=(1, 5))
        losses.update(loss, images.size(0))
        top1.update(acc1[0].item(), images.size(0))
        top5.update(acc5[0].item(), images.size(0))

        optimizer.zero_grad()
        accelerator.backward(loss)
        optimizer.step()

        batch_time.update(time.time() - end)
        end = time.time()
        if i % print_freq == 0:
            accelerator.print("Epoch [{}][{}/{}]\t{}\t{}\t{}".format(epoch, i, len(train_loader), batch_time, top1, top5))
    return top1.avg


def main():
    parser = argparse.ArgumentParser(description="ImageNet training with accelerate")
    parser.add_argument("data")
    parser.add_argument("--arch", default="resnet50")
    parser.add_argument("--epochs", type=int, default=90)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--lr", type=float, default=0.1)
    args = parser.parse_args()

    accelerator = Accelerator(mixed_precision="no")
    model = torchvision.models.__dict__[args.arch]()
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.SGD(model.parameters(), args.lr, momentum=0.9, weight_decay=1e-4)
    tf = transforms.Compose([transforms.RandomResizedCrop(224), transforms.RandomHorizontalFlip(), transforms.ToTensor()])
    train_set = torchvision.datasets.ImageFolder(args.data + "/train", tf)
    train_loader = DataLoader(train_set, batch_size=args.batch_size, shuffle=True, num_workers=8, pin_memory=True)
    model, optimizer, train_loader = accelerator.prepare(model, optimizer, train_loader)
    for epoch in range(args.epochs):
        acc = train_one_epoch(train_loader, model, criterion, optimizer, accelerator, epoch)
        accelerator.print("epoch {} train acc@1 {:.3f}".format(epoch, acc))


if __name__ == "__main__":
    main()
