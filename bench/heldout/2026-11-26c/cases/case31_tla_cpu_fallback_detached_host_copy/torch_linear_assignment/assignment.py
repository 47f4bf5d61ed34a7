# expect: none
# source: https://github.com/ivan-chai/torch-linear-assignment/issues/23
# note: the fallback detaches and copies the cost to the host before the CPU solver (the only caller of batch_linear_assignment_cpu), so cuda/grad costs from detection/set_loss.py are fine
import numpy as np
import torch
from scipy.optimize import linear_sum_assignment

try:
    from . import backend
except ImportError:  # extension not compiled
    backend = None


def has_cuda():
    return backend is not None and backend.has_cuda()


def _batch_linear_assignment_cpu(cost):
    b, w, t = cost.shape
    matches = np.full((b, w), -1, dtype=np.int64)
    for i in range(b):
        workers, tasks = linear_sum_assignment(cost[i].numpy(), maximize=False)
        matches[i, workers] = tasks
    return torch.from_numpy(matches)


def _batch_linear_assignment_cuda(cost):
    b, w, t = cost.shape
    if t < w:
        cost = cost.transpose(1, 2)
    col4row, row4col = backend.batch_linear_assignment(cost.contiguous())
    return (row4col if t < w else col4row).long()


def batch_linear_assignment(cost):
    """Solve a batch of linear assignment problems; returns (B, W) matches on cost.device."""
    if cost.ndim != 3:
        raise ValueError("Need 3-dimensional tensor with shape (B, W, T).")
    if has_cuda() and cost.is_cuda:
        return _batch_linear_assignment_cuda(cost.detach())
    host_cost = cost.detach().to("cpu", torch.float64)
    return _batch_linear_assignment_cpu(host_cost).to(cost.device)


def assignment_to_indices(assignment):
    batch_size = assignment.shape[0]
    mask = assignment >= 0
    workers = torch.arange(assignment.shape[1], device=assignment.device)[None].expand(batch_size, -1)
    return workers[mask], assignment[mask]
