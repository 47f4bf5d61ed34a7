"""Evolve a few circles with a trained Allen-Cahn operator and record the phase field."""
import argparse

import matplotlib.pyplot as plt
import torch

from nnpf.domain import Domain
from nnpf.visu import AnimWriter, PhaseFieldShow


def circles(X, epsilon):
    x, y = X
    dist = torch.minimum(((x - 0.3) ** 2 + y ** 2).sqrt() - 0.25, ((x + 0.35) ** 2 + (y - 0.2) ** 2).sqrt() - 0.2)
    return 0.5 * (1 - torch.tanh(dist / (2 * epsilon)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoint")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--output", default="allen_cahn.mp4")
    args = parser.parse_args()

    if torch.backends.mps.is_available():
        device = torch.device("mps")
    elif torch.cuda.is_available():
        device = torch.device("cuda")
    else:
        device = torch.device("cpu")

    model = torch.load(args.checkpoint, map_location="cpu", weights_only=False)
    model = model.to(device).eval()

    domain = Domain([[-1, 1], [-1, 1]], [args.size, args.size])
    u = circles(domain.X, epsilon=2.0 / args.size)[None, None, ...].to(device)

    fig = plt.figure(figsize=[8, 8])
    with torch.no_grad():
        im = PhaseFieldShow(u[0, 0], X=domain.X)
        plt.colorbar(im.mappable)
        with AnimWriter(args.output, fps=25) as anim:
            for _ in range(args.steps):
                u = model(u)
                im.update(u[0, 0])
                anim.add_frame(fig)


if __name__ == "__main__":
    main()
