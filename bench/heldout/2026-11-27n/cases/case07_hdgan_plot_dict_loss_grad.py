# expect: TL002
# source: https://github.com/ypxie/HDGan/issues/15 ("RuntimeError: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead." raised from `train_gans` in HDGan.py at line 242, `d_plot_dict[ke...`, when running train_birds.sh)
# note: condensed reconstruction of HDGan's `train_gans` loop: the losses are recorded for plotting through a `to_numpy` helper that does `src.cpu().numpy()`; the discriminator and generator losses are built in grad mode and still carry their graphs, so the first `to_numpy(d_loss)` raises "Can't call numpy() on Tensor that requires grad". `.cpu()` handles the device; the plot dict holds NumPy scalars, not tensors, and the sample images are generated under `torch.no_grad()`.
import argparse
import os
from collections import defaultdict

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def to_numpy(src):
    return src.cpu().numpy()


def to_device(src, device, requires_grad=False):
    out = src.to(device)
    out.requires_grad_(requires_grad)
    return out


def compute_d_loss(real_logit, wrong_logit, fake_logit):
    real_loss = F.binary_cross_entropy_with_logits(real_logit, torch.ones_like(real_logit))
    wrong_loss = F.binary_cross_entropy_with_logits(wrong_logit, torch.zeros_like(wrong_logit))
    fake_loss = F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit))
    return real_loss + (wrong_loss + fake_loss) / 2


def compute_g_loss(fake_logit):
    return F.binary_cross_entropy_with_logits(fake_logit, torch.ones_like(fake_logit))


def train_gans(dataloader, model_root, netG, netD, args):
    device = torch.device("cuda:{}".format(args.device) if torch.cuda.is_available() else "cpu")
    netG.to(device)
    netD.to(device)
    optimizerD = torch.optim.Adam(netD.parameters(), lr=args.d_lr, betas=(0.5, 0.999))
    optimizerG = torch.optim.Adam(netG.parameters(), lr=args.g_lr, betas=(0.5, 0.999))
    d_plot_dict = defaultdict(list)
    g_plot_dict = defaultdict(list)
    fixed_noise = torch.randn(args.batch_size, args.noise_dim, device=device)

    for epoch in range(args.epochs):
        for it, (images, wrong_images, embeddings) in enumerate(dataloader):
            images = to_device(images, device)
            wrong_images = to_device(wrong_images, device)
            embeddings = to_device(embeddings, device)
            noise = torch.randn(images.size(0), args.noise_dim, device=device)

            fake_images = netG(embeddings, noise)
            real_logit = netD(images, embeddings)
            wrong_logit = netD(wrong_images, embeddings)
            fake_logit = netD(fake_images.detach(), embeddings)
            d_loss = compute_d_loss(real_logit, wrong_logit, fake_logit)
            optimizerD.zero_grad()
            d_loss.backward()
            optimizerD.step()
            d_plot_dict["d_loss"].append(to_numpy(d_loss).mean())

            g_loss = compute_g_loss(netD(fake_images, embeddings))
            optimizerG.zero_grad()
            g_loss.backward()
            optimizerG.step()
            g_plot_dict["g_loss"].append(to_numpy(g_loss).mean())

            if it % args.verbose_per_iter == 0:
                print("[epoch {} iter {}] d_loss {:.4f} g_loss {:.4f}".format(
                    epoch, it, d_plot_dict["d_loss"][-1], g_plot_dict["g_loss"][-1]))

        with torch.no_grad():
            samples = netG(embeddings[: fixed_noise.size(0)], fixed_noise[: embeddings.size(0)])
        np.save(os.path.join(model_root, "samples_epoch{}.npy".format(epoch)), to_numpy(samples))
        torch.save(netG.state_dict(), os.path.join(model_root, "G_epoch{}.pth".format(epoch)))
    return d_plot_dict, g_plot_dict


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", type=int, default=0)
    parser.add_argument("--epochs", type=int, default=600)
    parser.add_argument("--batch-size", dest="batch_size", type=int, default=16)
    parser.add_argument("--noise-dim", dest="noise_dim", type=int, default=100)
    parser.add_argument("--d-lr", dest="d_lr", type=float, default=2e-4)
    parser.add_argument("--g-lr", dest="g_lr", type=float, default=2e-4)
    parser.add_argument("--verbose-per-iter", dest="verbose_per_iter", type=int, default=50)
    parser.add_argument("--model-root", dest="model_root", default="../../Models/HDGAN_256_birds")
    args = parser.parse_args()

    from HDGan.models.hd_networks import Generator, Discriminator
    from HDGan.proj_utils.local_utils import make_birds_loader

    os.makedirs(args.model_root, exist_ok=True)
    loader = make_birds_loader(args.batch_size)
    train_gans(loader, args.model_root, Generator(), Discriminator(), args)


if __name__ == "__main__":
    main()
