"""Show input, generated and target images during pix2pix training."""
import matplotlib.pyplot as plt
import torch
from torch import nn

from util import tensor2im
from pix2pix_data import train_loader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
netG = nn.Sequential(
    nn.Conv2d(3, 64, 4, 2, 1), nn.LeakyReLU(0.2, True),
    nn.ConvTranspose2d(64, 3, 4, 2, 1), nn.Tanh(),
).to(device)
optimizer_G = torch.optim.Adam(netG.parameters(), lr=2e-4, betas=(0.5, 0.999))

for i, (real_A, real_B) in enumerate(train_loader):
    real_A, real_B = real_A.to(device), real_B.to(device)
    fake_B = netG(real_A)
    loss_G = nn.functional.l1_loss(fake_B, real_B)
    optimizer_G.zero_grad()
    loss_G.backward()
    optimizer_G.step()
    if i % 100 == 0:
        for k, (label, image) in enumerate([("real_A", real_A), ("fake_B", fake_B), ("real_B", real_B)]):
            plt.subplot(1, 3, k + 1)
            plt.imshow(tensor2im(image))
            plt.title(label)
        plt.savefig(f"samples/iter_{i:06d}.png")
