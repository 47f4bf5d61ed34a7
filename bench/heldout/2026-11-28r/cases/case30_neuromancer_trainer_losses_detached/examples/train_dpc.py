"""Differentiable predictive control of a double integrator with a neural policy."""
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

from neuromancer.problem import Node, PenaltyLoss, Problem
from neuromancer.trainer import Trainer


class DictDataset(Dataset):
    def __init__(self, datadict, name="train"):
        self.datadict = datadict
        self.name = name
        self.length = next(iter(datadict.values())).shape[0]

    def __len__(self):
        return self.length

    def __getitem__(self, i):
        return {k: v[i] for k, v in self.datadict.items()}

    def collate_fn(self, batch):
        out = {k: torch.stack([b[k] for b in batch]) for k in batch[0]}
        out["name"] = self.name
        return out


class Rollout(nn.Module):
    """Closed-loop rollout x_{k+1} = A x_k + B pi(x_k) over `nsteps`."""

    def __init__(self, policy, nsteps=20):
        super().__init__()
        self.policy = policy
        self.nsteps = nsteps
        self.register_buffer("A", torch.tensor([[1.0, 0.1], [0.0, 1.0]]))
        self.register_buffer("B", torch.tensor([[0.005], [0.1]]))

    def forward(self, x0):
        xs, us = [x0], []
        x = x0
        for _ in range(self.nsteps):
            u = self.policy(x)
            x = x @ self.A.T + u @ self.B.T
            xs.append(x)
            us.append(u)
        return torch.stack(xs, 1), torch.stack(us, 1)


def main():
    device = "cuda:0" if torch.cuda.is_available() else "cpu"
    policy = nn.Sequential(nn.Linear(2, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 1), nn.Tanh())
    rollout = Node(Rollout(policy), ["x0"], ["X", "U"], name="closed_loop")
    loss = PenaltyLoss(
        objectives=[("state_cost", 10.0, lambda o: (o["X"] ** 2).mean()),
                    ("action_cost", 0.1, lambda o: (o["U"] ** 2).mean())],
        constraints=[("x_max", 5.0, lambda o: o["X"].abs() - 1.0)],
    )
    problem = Problem([rollout], loss).to(device)

    train_data = DictDataset({"x0": 3 * torch.rand(3333, 2) - 1.5}, name="train")
    dev_data = DictDataset({"x0": 3 * torch.rand(3333, 2) - 1.5}, name="dev")
    train_loader = DataLoader(train_data, batch_size=200, collate_fn=train_data.collate_fn, shuffle=True)
    dev_loader = DataLoader(dev_data, batch_size=200, collate_fn=dev_data.collate_fn, shuffle=False)

    trainer = Trainer(problem, train_loader, dev_loader, optimizer=torch.optim.AdamW(problem.parameters(), lr=2e-3),
                      epochs=400, patience=60, warmup=50, train_metric="train_loss", dev_metric="dev_loss",
                      eval_metric="dev_loss", device=device)
    best_model = trainer.train()
    problem.load_state_dict(best_model)
    torch.save(problem.state_dict(), "dpc_double_integrator.pt")


if __name__ == "__main__":
    main()
