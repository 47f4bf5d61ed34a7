import torch
import torch.nn as nn


class ForceOutput(nn.Module):
    """Wraps an energy model; forces are minus the gradient of the energy w.r.t. positions."""

    def __init__(self, energy_model):
        super().__init__()
        self.energy_model = energy_model

    def forward(self, data):
        pos = data["pos"].requires_grad_(True)
        energy = self.energy_model(pos, data["atom_types"], data["edge_index"], data["batch"])
        forces = -torch.autograd.grad(energy.sum(), pos, create_graph=self.training)[0]
        return {"total_energy": energy, "forces": forces}


class PairEnergy(nn.Module):
    def __init__(self, num_types, hidden=64):
        super().__init__()
        self.embed = nn.Embedding(num_types, hidden)
        self.radial = nn.Sequential(nn.Linear(8, hidden), nn.SiLU(), nn.Linear(hidden, hidden))
        self.readout = nn.Linear(hidden, 1)

    def forward(self, pos, atom_types, edge_index, batch):
        src, dst = edge_index
        r = (pos[src] - pos[dst]).norm(dim=-1, keepdim=True)
        basis = torch.sin(r * torch.arange(1, 9, device=pos.device, dtype=pos.dtype)) / r
        msg = self.radial(basis) * self.embed(atom_types[src])
        node = torch.zeros(pos.shape[0], msg.shape[1], device=pos.device, dtype=pos.dtype).index_add_(0, dst, msg)
        atomic = self.readout(node).squeeze(-1)
        n_graphs = int(batch.max()) + 1
        return torch.zeros(n_graphs, device=pos.device, dtype=pos.dtype).index_add_(0, batch, atomic)
