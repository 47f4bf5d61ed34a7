"""Relax a small batch of structures with a MACE model (after the TorchSim README example)."""
import torch

from mace.calculators import mace_mp
from torch_sim.models.mace import MaceModel
from torch_sim.state import SimState, concatenate_states

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
dtype = torch.float64


def water_like(n_copies, seed):
    g = torch.Generator().manual_seed(seed)
    base = torch.tensor([[0.0, 0.0, 0.0], [0.96, 0.0, 0.0], [-0.24, 0.93, 0.0]], dtype=dtype)
    positions = torch.cat([base + 3.0 * i + 0.05 * torch.randn(3, 3, generator=g, dtype=dtype)
                           for i in range(n_copies)])
    atomic_numbers = torch.tensor([8, 1, 1] * n_copies, dtype=torch.int64)
    return SimState(
        positions=positions.to(device),
        masses=torch.ones(3 * n_copies, dtype=dtype, device=device),
        cell=(20.0 * torch.eye(3, dtype=dtype)).unsqueeze(0).to(device),
        pbc=False,
        atomic_numbers=atomic_numbers.to(device),
    )


raw_model = mace_mp(model="small", return_raw_model=True, default_dtype="float64", device=device)
model = MaceModel(model=raw_model, device=device, dtype=dtype, compute_forces=True)

state = concatenate_states([water_like(2, 0), water_like(3, 1)])
for step in range(20):
    results = model(state)
    state.positions = state.positions + 0.01 * results["forces"]
    if step % 5 == 0:
        print(step, results["energy"].cpu().tolist())
