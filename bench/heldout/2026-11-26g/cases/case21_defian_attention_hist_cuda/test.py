import torch

from model import DeFiAN
from viz import plot_attention_stats


def main(lr_images, ckpt="experiments/DeFiAN_L_x4.pth"):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = DeFiAN(n_channels=64, n_blocks=20, n_modules=10, scale=4)
    model.load_state_dict(torch.load(ckpt, map_location="cpu"))
    model = model.to(device).eval()
    with torch.no_grad():
        for n, lr in enumerate(lr_images):
            sr, attention = model(lr.unsqueeze(0).to(device), return_attention=True)
            if n == 0:
                plot_attention_stats(attention, i=0, j=3, prefix="fig/img0")
