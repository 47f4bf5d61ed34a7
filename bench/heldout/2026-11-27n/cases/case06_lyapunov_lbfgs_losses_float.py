# expect: none
# source: https://github.com/StanfordASL/neural-network-lyapunov/pull/140 ("Fix the memory leak when calling line search sd for training Lyapunov.": "closure should return only loss, and losses list only stores the float value, not the tensor.")
# note: reconstruction of the training routine the PR fixes (the PR gives only its description): a ReLU Lyapunov network trained with LBFGS + strong-Wolfe line search; `optimizer.step(closure)` returns the closure's loss tensor, which still carries its autograd graph, and the loop appends it to `losses` on every iteration, so every iteration's graph stays alive. Device moves and the final `.item()` reporting are fine. Twin: the list stores `loss.item()` (the PR's fix: "losses list only stores the float value"), and the final report reads the float.
import argparse

import torch
import torch.nn as nn


def make_lyapunov_net(x_dim, hidden):
    return nn.Sequential(
        nn.Linear(x_dim, hidden), nn.ReLU(),
        nn.Linear(hidden, hidden), nn.ReLU(),
        nn.Linear(hidden, 1),
    )


def dynamics(x, A):
    return x @ A.T


def lyapunov_loss(net, x_samples, x_equilibrium, A, eps=0.01, margin=0.0):
    v = net(x_samples).squeeze(-1) - net(x_equilibrium).squeeze(-1)
    positivity = torch.relu(eps * x_samples.norm(p=1, dim=1) - v + margin)
    x_next = dynamics(x_samples, A)
    v_next = net(x_next).squeeze(-1) - net(x_equilibrium).squeeze(-1)
    derivative = torch.relu(v_next - v + eps * v + margin)
    return positivity.mean() + derivative.mean()


def train_lyapunov(net, A, x_samples, x_equilibrium, max_iterations=200, lr=0.5):
    optimizer = torch.optim.LBFGS(net.parameters(), lr=lr, line_search_fn="strong_wolfe")

    def closure():
        optimizer.zero_grad()
        loss = lyapunov_loss(net, x_samples, x_equilibrium, A)
        loss.backward()
        return loss

    losses = []
    for it in range(max_iterations):
        loss = optimizer.step(closure)
        losses.append(loss.item())
        if it % 20 == 0:
            print("iter {:4d} loss {:.6f}".format(it, loss.item()))
        if loss.item() < 1e-6:
            break
    return losses


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--x-dim", type=int, default=2)
    parser.add_argument("--hidden", type=int, default=16)
    parser.add_argument("--samples", type=int, default=4096)
    parser.add_argument("--iterations", type=int, default=200)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(0)
    A = torch.tensor([[0.9, 0.2], [-0.1, 0.8]], device=device)
    net = make_lyapunov_net(args.x_dim, args.hidden).to(device)
    x_samples = (torch.rand(args.samples, args.x_dim, device=device) - 0.5) * 2
    x_equilibrium = torch.zeros(1, args.x_dim, device=device)
    losses = train_lyapunov(net, A, x_samples, x_equilibrium, args.iterations)
    print("final loss", losses[-1], "after", len(losses), "iterations")


if __name__ == "__main__":
    main()
