# expect: none
# source: public training script found with find_string "argmax(dim=1).cpu().numpy())" (train_epoch with sklearn accuracy_score); PyTorch semantics: argmax returns an integer tensor that never requires grad
# note: inside the training loop preds is on cuda and in the graph, but preds.argmax(dim=1) does not require grad, and .cpu() handles the device
import argparse
from collections import defaultdict

import numpy as np
import torch
import torch.nn as nn
import torch.optim as optim
from sklearn.metrics import accuracy_score
from torchvision import datasets, models, transforms
from tqdm import tqdm


def train_epoch(model, train_loader, criterion, optimizer, device):
    model.train()
    train_loss, train_acc = 0.0, 0.0
    for images, labels in tqdm(train_loader, leave=False):
        images, labels = images.to(device), labels.to(device)
        optimizer.zero_grad()
        preds = model(images)
        loss = criterion(preds, labels)
        loss.backward()
        optimizer.step()
        train_loss += loss.item()
        train_acc += accuracy_score(labels.cpu().numpy(), preds.argmax(dim=1).cpu().numpy())
    return train_loss / len(train_loader), train_acc / len(train_loader)


def calculate_topk_error(output, target, k=5):
    topk_preds = torch.topk(output, k, dim=1).indices
    correct = torch.any(topk_preds == target.view(-1, 1), dim=1)
    return 1.0 - correct.float().mean().item()


def evaluate(model, loader, criterion, device):
    model.eval()
    loss, top1_error, top5_error = 0.0, 0.0, 0.0
    with torch.no_grad():
        for images, labels in loader:
            images, labels = images.to(device), labels.to(device)
            preds = model(images)
            loss += criterion(preds, labels).item()
            top1_error += calculate_topk_error(preds, labels, k=1)
            top5_error += calculate_topk_error(preds, labels, k=5)
    return loss / len(loader), top1_error / len(loader), top5_error / len(loader)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--lr", type=float, default=0.01)
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tfm = transforms.Compose([transforms.ToTensor(), transforms.Normalize((0.5,), (0.5,))])
    train_set = datasets.CIFAR100("./data", train=True, download=True, transform=tfm)
    test_set = datasets.CIFAR100("./data", train=False, download=True, transform=tfm)
    train_loader = torch.utils.data.DataLoader(train_set, batch_size=128, shuffle=True)
    test_loader = torch.utils.data.DataLoader(test_set, batch_size=256)
    model = models.resnet18(num_classes=100).to(device)
    criterion = nn.CrossEntropyLoss()
    optimizer = optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    for epoch in range(args.epochs):
        train_loss, train_acc = train_epoch(model, train_loader, criterion, optimizer, device)
        print(f"Epoch {epoch+1}/{args.epochs}, Loss: {train_loss:.4f}, Accuracy: {train_acc:.4f}")
    test_loss, top1, top5 = evaluate(model, test_loader, criterion, device)
    print(f"Test Loss: {test_loss:.4f}, Top-1 Error: {top1:.4f}, Top-5 Error: {top5:.4f}")


if __name__ == "__main__":
    main()
