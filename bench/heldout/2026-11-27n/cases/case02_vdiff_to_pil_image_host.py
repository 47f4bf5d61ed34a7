# expect: none
# source: https://github.com/pytorch/vision/issues/755 ("F.to_pil_image broken for CUDA tensors": "Since to_pil_image converts tensors to numpy array first, therefore it cannot directly convert cuda tensors to Image ... TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; soumith: "`pic.cpu()` should be sufficient")
# note: reconstruction of a sampling script with its own copy of torchvision's to_pil_image (`np.transpose(pic.numpy(), (1, 2, 0))`): the decoder is moved to `args.device` (cuda when available), samples are drawn under `@torch.no_grad()`, and each sample is handed to the helper, whose `.numpy()` raises "can't convert cuda:0 device type tensor to numpy". Grad and dtype (float32) are fine. Twin: the helper copies to the host first (`pic.cpu().numpy()`, soumith's suggestion), so it works on cuda and cpu.
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
from PIL import Image


class Decoder(nn.Module):
    def __init__(self, latent_dim=128, channels=3, size=32):
        super().__init__()
        self.size = size
        self.fc = nn.Linear(latent_dim, 256 * (size // 8) ** 2)
        self.net = nn.Sequential(
            nn.ConvTranspose2d(256, 128, 4, 2, 1), nn.ReLU(),
            nn.ConvTranspose2d(128, 64, 4, 2, 1), nn.ReLU(),
            nn.ConvTranspose2d(64, channels, 4, 2, 1), nn.Sigmoid(),
        )

    def forward(self, z):
        h = self.fc(z).view(z.size(0), 256, self.size // 8, self.size // 8)
        return self.net(h)


def to_pil_image(pic, mode=None):
    """Convert a CHW float tensor in [0, 1] to a PIL image (copied from torchvision 0.2)."""
    if pic.ndimension() not in (2, 3):
        raise ValueError("pic should be 2/3 dimensional. Got {} dimensions.".format(pic.ndimension()))
    if pic.ndimension() == 2:
        pic = pic.unsqueeze(0)
    npimg = np.transpose(pic.cpu().numpy(), (1, 2, 0))
    npimg = (npimg * 255).round().clip(0, 255).astype(np.uint8)
    if npimg.shape[2] == 1:
        return Image.fromarray(npimg[:, :, 0], mode="L")
    return Image.fromarray(npimg, mode=mode)


@torch.no_grad()
def sample(model, n, latent_dim, device):
    z = torch.randn(n, latent_dim, device=device)
    return model(z).clamp(0, 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoint")
    parser.add_argument("--n", type=int, default=16)
    parser.add_argument("--latent-dim", type=int, default=128)
    parser.add_argument("--out", default="samples")
    parser.add_argument("--device", default="cuda:0" if torch.cuda.is_available() else "cpu")
    args = parser.parse_args()

    device = torch.device(args.device)
    model = Decoder(args.latent_dim).to(device)
    model.load_state_dict(torch.load(args.checkpoint, map_location=device))
    model.eval()

    os.makedirs(args.out, exist_ok=True)
    images = sample(model, args.n, args.latent_dim, device)
    for i, img in enumerate(images):
        to_pil_image(img).save(os.path.join(args.out, "out_{:05}.png".format(i)))
    print("saved {} samples to {}".format(len(images), args.out))


if __name__ == "__main__":
    main()
