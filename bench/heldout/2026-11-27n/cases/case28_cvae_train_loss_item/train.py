# expect: none
# source: https://github.com/girafe-ai/ml-course/pull/19 ("Update homework4_convolutional_cvae.ipynb": "memory leak, все эти лоссы складываются в один граф, и треня выжирает несколько гигов" -- all these losses are added into one graph and training eats several gigabytes)
# note: the homework's convolutional CVAE training cell as a script (reconstruction: the PR shows only the notebook diff summary): the loss from cvae.py's `loss_function` is graph-attached and `train_loss += loss` keeps every batch's graph alive for the whole epoch. The printed averages use `.item()` / float division; the test loop runs under `torch.no_grad()`. Twin: the epoch total adds Python floats (`train_loss += loss.item()`, the PR's fix) and the average divides that float; cvae.py is identical.
import argparse

import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

from cvae import ConvCVAE, loss_function, one_hot


def train_epoch(model, loader, optimizer, device, num_classes, epoch, log_interval=100):
    model.train()
    train_loss = 0
    for batch_idx, (x, y) in enumerate(loader):
        x = x.to(device)
        c = one_hot(y, num_classes).to(device)
        optimizer.zero_grad()
        recon, mu, logvar = model(x, c)
        loss = loss_function(recon, x, mu, logvar)
        loss.backward()
        optimizer.step()
        train_loss += loss.item()
        if batch_idx % log_interval == 0:
            print("epoch {} [{}/{}] loss {:.4f}".format(
                epoch, batch_idx * len(x), len(loader.dataset), loss.item() / len(x)))
    avg = train_loss / len(loader.dataset)
    print("====> Epoch {} average loss: {:.4f}".format(epoch, avg))
    return avg


def test_epoch(model, loader, device, num_classes):
    model.eval()
    test_loss = 0.0
    with torch.no_grad():
        for x, y in loader:
            x = x.to(device)
            c = one_hot(y, num_classes).to(device)
            recon, mu, logvar = model(x, c)
            test_loss += loss_function(recon, x, mu, logvar).item()
    return test_loss / len(loader.dataset)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--latent", type=int, default=16)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tf = transforms.ToTensor()
    train_loader = DataLoader(datasets.MNIST("data", train=True, download=True, transform=tf),
                              batch_size=args.batch_size, shuffle=True)
    test_loader = DataLoader(datasets.MNIST("data", train=False, transform=tf), batch_size=args.batch_size)
    model = ConvCVAE(latent_dim=args.latent, num_classes=10).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(1, args.epochs + 1):
        train_epoch(model, train_loader, optimizer, device, 10, epoch)
        print("====> Test set loss: {:.4f}".format(test_epoch(model, test_loader, device, 10)))


if __name__ == "__main__":
    main()
