"""Stand-in for mace.calculators.mace_mp: a tiny pair-potential network with MACE's attributes."""
import torch
from torch import nn


class TinyMACE(nn.Module):
    def __init__(self, atomic_numbers=(1, 6, 8, 14, 29), r_max=5.0, hidden=16):
        super().__init__()
        self.register_buffer("atomic_numbers", torch.tensor(atomic_numbers, dtype=torch.int64))
        self.r_max = torch.tensor(r_max)
        self.embed = nn.Linear(len(atomic_numbers), hidden)
        self.pair = nn.Sequential(nn.Linear(2 * hidden + 1, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, data, compute_force=True, compute_stress=False):
        positions = data["positions"]
        if compute_force:
            positions = positions.requires_grad_(True)
        h = self.embed(data["node_attrs"])
        sender, receiver = data["edge_index"]
        vec = positions[receiver] - positions[sender] + data["shifts"]
        dist = vec.norm(dim=-1, keepdim=True)
        e_pair = self.pair(torch.cat([h[sender], h[receiver], dist], dim=-1)).squeeze(-1)
        e_atom = torch.zeros(positions.shape[0], dtype=positions.dtype, device=positions.device)
        e_atom = e_atom.index_add(0, receiver, 0.5 * e_pair)
        n_systems = int(data["ptr"].numel() - 1)
        energy = torch.zeros(n_systems, dtype=positions.dtype, device=positions.device)
        energy = energy.index_add(0, data["batch"], e_atom)
        forces = None
        if compute_force:
            forces = -torch.autograd.grad(energy.sum(), positions, create_graph=False)[0]
        return {"energy": energy, "forces": forces, "stress": None}


def mace_mp(model="small", return_raw_model=True, default_dtype="float64", device="cpu"):
    torch.manual_seed(0)
    return TinyMACE().to(device)
