# expect: none
# source: https://github.com/NVlabs/stylegan3/issues/8
# note: the thread's hook stores output.detach(); the synthesis layers may be fp16, so maps go through .to(torch.float) and are copied to the host with .cpu() before plotting
import argparse
import pickle

import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

import dnnlib
import legacy

activation = {}


def get_activation(name):
    def hook(model, input, output):
        activation[name] = output.detach()
    return hook


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--network", required=True)
    parser.add_argument("--layer", default="L11_276_362")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="feature_map.png")
    args = parser.parse_args()

    device = torch.device("cuda")
    with dnnlib.util.open_url(args.network) as f:
        G = legacy.load_network_pkl(f)["G_ema"].to(device)

    getattr(G.synthesis, args.layer).register_forward_hook(get_activation(args.layer))

    z = torch.from_numpy(np.random.RandomState(args.seed).randn(1, G.z_dim)).to(device)
    label = torch.zeros([1, G.c_dim], device=device)
    img = G(z, label, truncation_psi=0.7, noise_mode="const")

    feature_map = activation[args.layer].to(torch.float)[0]
    rgb = feature_map[:3].permute(1, 2, 0)
    rgb = (rgb - rgb.min()) / (rgb.max() - rgb.min())
    rgb = rgb.cpu()

    fig, axes = plt.subplots(1, 2, figsize=(10, 5))
    axes[0].imshow(rgb)
    axes[0].set_title(args.layer)
    image = (img[0].permute(1, 2, 0) * 127.5 + 128).clamp(0, 255).to(torch.uint8)
    axes[1].imshow(image.cpu().numpy())
    fig.savefig(args.out)


if __name__ == "__main__":
    main()
