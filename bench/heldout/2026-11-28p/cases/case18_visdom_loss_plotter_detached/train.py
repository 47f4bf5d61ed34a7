import argparse
import itertools

import torch
from torch import nn
from torch.utils.data import DataLoader

from datasets import UnpairedImageDataset
from networks import Discriminator, Generator
from viz_utils import LossPlotter


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataroot", default="datasets/horse2zebra")
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--batch-size", type=int, default=1)
    parser.add_argument("--lr", type=float, default=2e-4)
    parser.add_argument("--cuda", action="store_true")
    opt = parser.parse_args()
    device = torch.device("cuda" if opt.cuda else "cpu")

    netG_A2B, netG_B2A = Generator(3, 3).to(device), Generator(3, 3).to(device)
    netD_B = Discriminator(3).to(device)
    criterion_GAN, criterion_cycle = nn.MSELoss(), nn.L1Loss()
    optimizer_G = torch.optim.Adam(itertools.chain(netG_A2B.parameters(), netG_B2A.parameters()), lr=opt.lr, betas=(0.5, 0.999))
    optimizer_D = torch.optim.Adam(netD_B.parameters(), lr=opt.lr, betas=(0.5, 0.999))
    loader = DataLoader(UnpairedImageDataset(opt.dataroot), batch_size=opt.batch_size, shuffle=True, num_workers=4)
    plotter = LossPlotter(env="cyclegan")

    for epoch in range(opt.epochs):
        for i, batch in enumerate(loader):
            real_A = batch["A"].to(device)
            real_B = batch["B"].to(device)

            optimizer_G.zero_grad()
            fake_B = netG_A2B(real_A)
            pred_fake = netD_B(fake_B)
            loss_GAN = criterion_GAN(pred_fake, torch.ones_like(pred_fake))
            loss_cycle = criterion_cycle(netG_B2A(fake_B), real_A) * 10.0
            loss_G = loss_GAN + loss_cycle
            loss_G.backward()
            optimizer_G.step()

            optimizer_D.zero_grad()
            pred_real = netD_B(real_B)
            pred_fake = netD_B(fake_B.detach())
            loss_D = 0.5 * (criterion_GAN(pred_real, torch.ones_like(pred_real)) + criterion_GAN(pred_fake, torch.zeros_like(pred_fake)))
            loss_D.backward()
            optimizer_D.step()

            if i % 100 == 0:
                plotter.plot("losses", epoch + i / len(loader), {"G": loss_G, "D": loss_D.item()})
                plotter.images("fake_B", fake_B)
        print(f"epoch {epoch}: lr {optimizer_G.param_groups[0]['lr']:.2e}")


if __name__ == "__main__":
    main()
