import argparse

import torch
import torchvision
from torch.utils.data import DataLoader
from torchvision import transforms

from class_performance import ClassPerformance
from model_wrapper import resolve_device


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="./data")
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--device", default=None)
    args = parser.parse_args()

    device = resolve_device(args.device)
    model = torchvision.models.resnet18(num_classes=10).to(device)
    test_set = torchvision.datasets.CIFAR10(args.data, train=False, download=True,
                                            transform=transforms.ToTensor())
    loader = DataLoader(test_set, batch_size=args.batch_size, shuffle=False)
    check = ClassPerformance(num_classes=10, class_names=test_set.classes)
    for name, metrics in check.run(loader, model, device).items():
        print(name, metrics)


if __name__ == "__main__":
    main()
