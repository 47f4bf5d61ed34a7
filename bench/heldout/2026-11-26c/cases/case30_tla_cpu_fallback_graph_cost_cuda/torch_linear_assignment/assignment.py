# expect: TL003
# source: https://github.com/ivan-chai/torch-linear-assignment/issues/23
# note: when the CUDA extension is not built, batch_linear_assignment falls back to the CPU solver with the cost as it came; detection/set_loss.py passes a cost built from cuda model outputs with grad
import numpy as np
import torch
from scipy.optimize import linear_sum_assignment

try:
    from . import backend
except ImportError:  # extension not compiled
    backend = None


def has_cuda():
    return backend is not None and backend.has_cuda()


def batch_linear_assignment_cpu(cost):
    b, w, t = cost.shape
    matches = np.full((b, w), -1, dtype=np.int64)
    for i in range(b):
        workers, tasks = linear_sum_assignment(cost[i].numpy(), maximize=False)  # (N, 2).
        matches[i, workers] = tasks
    return torch.from_numpy(matches)


def batch_linear_assignment_cuda(cost):
    b, w, t = cost.shape
    if t < w:
        cost = cost.transpose(1, 2)
    col4row, row4col = backend.batch_linear_assignment(cost.contiguous())
    return (row4col if t < w else col4row).long()


def batch_linear_assignment(cost):
    """Solve a batch of linear assignment problems.

    Args:
        cost: Cost matrix with shape (B, W, T), where W is the number of workers
              and T is the number of tasks.

    Returns:
        Matching tensor with shape (B, W), with assignments for each worker.
        If a task was not assigned, the corresponding index will be -1.
    """
    if cost.ndim != 3:
        raise ValueError("Need 3-dimensional tensor with shape (B, W, T).")
    if has_cuda() and cost.is_cuda:
        return batch_linear_assignment_cuda(cost)
    else:
        return batch_linear_assignment_cpu(cost)


def assignment_to_indices(assignment):
    batch_size = assignment.shape[0]
    mask = assignment >= 0
    workers = torch.arange(assignment.shape[1], device=assignment.device)[None].expand(batch_size, -1)
    return workers[mask], assignment[mask]
