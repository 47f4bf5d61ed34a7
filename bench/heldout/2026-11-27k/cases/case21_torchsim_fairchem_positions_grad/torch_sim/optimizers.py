import torch


def init_cell_filter(state):
    """Track the cell as a deformation gradient so the stress can be taken by autograd."""
    state.reference_positions = state.positions.clone()
    state.reference_cell = state.row_vector_cell.clone()
    state.deform_grad = torch.eye(3, device=state.positions.device, dtype=state.positions.dtype
                                  ).repeat(state.n_systems, 1, 1).requires_grad_(True)
    return state


def apply_deformation(state):
    F = state.deform_grad[state.system_idx]
    state.positions = torch.bmm(state.reference_positions.unsqueeze(1), F.transpose(-1, -2)).squeeze(1)
    state.row_vector_cell = torch.bmm(state.reference_cell, state.deform_grad.transpose(-1, -2))
    return state


def fire_cell_relax(model, state, max_steps=500, fmax=0.05, dt=0.1):
    state = init_cell_filter(state)
    velocities = torch.zeros_like(state.positions)
    for step in range(max_steps):
        state = apply_deformation(state)
        out = model(state)
        forces = out["forces"]
        if forces.norm(dim=-1).max().item() < fmax:
            break
        with torch.no_grad():
            velocities = 0.9 * velocities + dt * forces
            state.reference_positions += dt * velocities
            state.deform_grad += dt * 1e-3 * out["stress"].mean(dim=0)
    return state
