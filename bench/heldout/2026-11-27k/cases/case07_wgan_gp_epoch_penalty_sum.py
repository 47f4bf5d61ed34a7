# expect: TL008
# source: https://github.com/pytorch/pytorch/issues/64586 ("Memory Leak in torch.autograd.grad": "after every epoch, the memory increase...... until run out, however, I had already found where the problem is, .item() should be added")
# note: reconstruction of the reporter's WGAN-GP critic loop: the gradient penalty comes from torch.autograd.grad(..., create_graph=True), so it requires grad and holds the double-backward graph; `epoch_gp += gradient_penalty` keeps every step's graph alive until the epoch ends. The Wasserstein distance and the generator loss are logged with `.item()`, which is valid.
import argparse

import torch
from torch import autograd

from models import Critic, Generator
from data import get_loader


def gradient_penalty(critic, real, fake, device):
    alpha = torch.rand(real.size(0), 1, 1, 1, device=device)
    interpolates = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
    scores = critic(interpolates)
    grads = autograd.grad(outputs=scores, inputs=interpolates, grad_outputs=torch.ones_like(scores),
                          create_graph=True, retain_graph=True)[0]
    return ((grads.view(grads.size(0), -1).norm(2, dim=1) - 1) ** 2).mean()


def train(args):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    G, D = Generator(args.nz).to(device), Critic().to(device)
    opt_g = torch.optim.Adam(G.parameters(), lr=1e-4, betas=(0.0, 0.9))
    opt_d = torch.optim.Adam(D.parameters(), lr=1e-4, betas=(0.0, 0.9))
    loader = get_loader(args.data, args.batch_size)
    for epoch in range(args.epochs):
        epoch_gp, epoch_wd, n = 0.0, 0.0, 0
        for i, (real, _) in enumerate(loader):
            real = real.to(device)
            fake = G(torch.randn(real.size(0), args.nz, 1, 1, device=device)).detach()
            wasserstein = D(real).mean() - D(fake).mean()
            gp = gradient_penalty(D, real, fake, device)
            loss_d = -wasserstein + args.lambda_gp * gp
            opt_d.zero_grad()
            loss_d.backward()
            opt_d.step()
            epoch_gp += gp
            epoch_wd += wasserstein.item()
            n += 1
            if i % args.n_critic == 0:
                loss_g = -D(G(torch.randn(real.size(0), args.nz, 1, 1, device=device))).mean()
                opt_g.zero_grad()
                loss_g.backward()
                opt_g.step()
        print(f"epoch {epoch}: W {epoch_wd / n:.4f}  GP {float(epoch_gp) / n:.4f}  G {loss_g.item():.4f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="./data/celeba")
    parser.add_argument("--epochs", type=int, default=50)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--nz", type=int, default=128)
    parser.add_argument("--n-critic", type=int, default=5)
    parser.add_argument("--lambda-gp", type=float, default=10.0)
    train(parser.parse_args())
