import torch
from torch.utils.data import DataLoader

from knn import KNN
from models import WideResNet
from datasets import load_cifar10, load_textures


def main():
    device = "cuda:0"
    model = WideResNet(num_classes=10, pretrained="cifar10-pt").to(device).eval()

    train_loader = DataLoader(load_cifar10(train=True), batch_size=256, num_workers=8)
    test_loader = DataLoader(load_cifar10(train=False) + load_textures(), batch_size=256, num_workers=8)

    detector = KNN(model.features, k=50)
    detector.fit(train_loader, device=device)

    scores, labels = [], []
    with torch.no_grad():
        for x, y in test_loader:
            scores.append(detector(x.to(device)))
            labels.append(y)
    scores = torch.cat(scores)
    labels = torch.cat(labels)
    print("mean OOD score", scores[labels < 0].mean().item(), "mean ID score", scores[labels >= 0].mean().item())


if __name__ == "__main__":
    main()
