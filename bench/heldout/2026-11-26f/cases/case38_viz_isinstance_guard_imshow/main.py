import matplotlib.pyplot as plt
import torch
import torch.nn as nn
from PIL import Image

from viz import show_image

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def main(path):
    pil = Image.open(path).convert("RGB").resize((64, 64))
    x = torch.rand(1, 3, 64, 64, device=device)
    net = nn.Sequential(nn.Conv2d(3, 3, 3, padding=1), nn.Sigmoid()).to(device)
    recon = net(x)
    fig, axes = plt.subplots(1, 2)
    show_image(pil, "input", axes[0])
    show_image(recon[0], "reconstruction", axes[1])
    plt.show()
