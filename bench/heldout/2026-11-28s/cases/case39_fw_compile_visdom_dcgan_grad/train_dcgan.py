import argparse

import torch
import torch.nn as nn
import torchvision.datasets as dset
import torchvision.transforms as transforms

from visdom_utils import Visualizer

nz, ngf, ndf = 100, 64, 64


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.main = nn.Sequential(
            nn.ConvTranspose2d(nz, ngf * 8, 4, 1, 0, bias=False), nn.BatchNorm2d(ngf * 8), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 8, ngf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 4), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 2), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf), nn.ReLU(True),
            nn.ConvTranspose2d(ngf, 3, 4, 2, 1, bias=False), nn.Tanh())

    def forward(self, z):
        return self.main(z)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.main = nn.Sequential(
            nn.Conv2d(3, ndf, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 2), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf * 2, ndf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 4), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf * 4, 1, 8, 1, 0, bias=False), nn.Sigmoid())

    def forward(self, x):
        return self.main(x).view(-1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataroot", default="data/celeba")
    parser.add_argument("--epochs", type=int, default=5)
    args = parser.parse_args()
    device = torch.device("cuda:0")

    dataset = dset.ImageFolder(root=args.dataroot, transform=transforms.Compose([
        transforms.Resize(64), transforms.CenterCrop(64), transforms.ToTensor(),
        transforms.Normalize((0.5, 0.5, 0.5), (0.5, 0.5, 0.5))]))
    loader = torch.utils.data.DataLoader(dataset, batch_size=128, shuffle=True, num_workers=4)

    netG = torch.compile(Generator().to(device))
    netD = torch.compile(Discriminator().to(device))
    criterion = nn.BCELoss()
    optD = torch.optim.Adam(netD.parameters(), lr=2e-4, betas=(0.5, 0.999))
    optG = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999))
    viz = Visualizer()

    step = 0
    for epoch in range(args.epochs):
        for real, _ in loader:
            real = real.to(device)
            b = real.size(0)
            noise = torch.randn(b, nz, 1, 1, device=device)
            fake = netG(noise)

            optD.zero_grad()
            loss_d = criterion(netD(real), torch.ones(b, device=device)) + \
                criterion(netD(fake.detach()), torch.zeros(b, device=device))
            loss_d.backward()
            optD.step()

            optG.zero_grad()
            loss_g = criterion(netD(fake), torch.ones(b, device=device))
            loss_g.backward()
            optG.step()

            if step % 100 == 0:
                viz.images(fake[:64] * 0.5 + 0.5, nrow=8, win="samples", opts=dict(title=f"epoch {epoch}"))
                viz.plot_losses(step, loss_g.item(), loss_d.item())
            step += 1


if __name__ == "__main__":
    main()
