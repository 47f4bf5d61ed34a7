# expect: none
# source: https://github.com/google-research/fast-soft-sort/issues/8 ("soft_sort and soft_rank don't work for pytorch cuda tensors": "I was trying to use `pytorch_ops.soft_sort` and `pytorch_ops.soft_rank` on cuda tensors but it fails with the following error message: TypeError: can't convert cuda:0 device type tensor to numpy ... The cpu-version works just fine"); fix proposed in https://github.com/google-research/fast-soft-sort/pull/23 ("fix: make `pytorch_ops` work on GPU": "We have to move the tensors from GPU to CPU and back to run the soft sorting and ranking in numpy. There's no way around that unfortunately."); code: `fast_soft_sort/pytorch_ops.py` as added in a3c9ee5 "Add PyTorch wrappers" (`obj = cls(values.detach().numpy(), **kwargs)`, `torch.from_numpy(ctx.numpy_obj.vjp(grad_output.numpy()))`)
# note: a learning-to-rank project that vendors fast-soft-sort, 5 files: `train_ranker.py` picks `cuda` when available, moves the scorer (`model.to(device)`) and each batch (`.to(device)`), and calls `spearman_loss(scores, relevance)` from `spearman.py`, which calls `soft_rank` here; `soft_rank` unbinds the 2-d tensor and calls `NumpyOpWrapper.apply` on each row, so `values` in the custom Function's `forward` (and `grad_output` in its `backward`) are cuda tensors and `.numpy()` raises. Traps: `values.detach()` and the custom Function's forward/backward running with grad mode off (no TL002), float64 NumPy results (`torch.from_numpy` of NumPy output is a host tensor), `numpy_ops.py` is NumPy only, the evaluation in `train_ranker.py` converts with `.cpu().numpy()` under `torch.no_grad()` for `scipy.stats.spearmanr`. Twin: forward and backward go through the host (`.cpu().numpy()`) and send the result back with `.to(values.device)` / `.to(grad_output.device)`, as in PR #23.
"""PyTorch operators for soft sorting and ranking.

Fast Differentiable Sorting and Ranking
Mathieu Blondel, Olivier Teboul, Quentin Berthet, Josip Djolonga
https://arxiv.org/abs/2002.08871
"""

from . import numpy_ops
import torch


def wrap_class(cls, **kwargs):
  """Wraps the given NumpyOp in a torch Function."""

  class NumpyOpWrapper(torch.autograd.Function):
    """A torch Function wrapping a NumpyOp."""

    @staticmethod
    def forward(ctx, values):
      obj = cls(values.detach().cpu().numpy(), **kwargs)
      ctx.numpy_obj = obj
      return torch.from_numpy(obj.compute()).to(values.device)

    @staticmethod
    def backward(ctx, grad_output):
      return torch.from_numpy(ctx.numpy_obj.vjp(grad_output.cpu().numpy())).to(grad_output.device)

  return NumpyOpWrapper


def map_tensor(map_fn, tensor):
  return torch.stack([map_fn(tensor_i) for tensor_i in torch.unbind(tensor)])


def soft_rank(values, direction="ASCENDING", regularization_strength=1.0,
              regularization="l2"):
  r"""Soft rank the given values (tensor) along the second axis.

  The regularization strength determines how close are the returned values
  to the actual ranks.

  Args:
    values: A 2d-tensor holding the numbers to be ranked.
    direction: Either 'ASCENDING' or 'DESCENDING'.
    regularization_strength: The regularization strength to be used. The smaller
    this number, the closer the values to the true ranks.
    regularization: Which regularization method to use. Only "l2" is
      implemented in this copy.
  Returns:
    A 2d-tensor, soft-ranked along the second axis.
  """
  if len(values.shape) != 2:
    raise ValueError("'values' should be a 2d-tensor "
                     "but got %r." % values.shape)

  wrapped_fn = wrap_class(numpy_ops.SoftRank,
                          regularization_strength=regularization_strength,
                          direction=direction,
                          regularization=regularization)
  return map_tensor(wrapped_fn.apply, values)


def hard_rank(values, direction="ASCENDING"):
  """Exact (non-differentiable) ranks, 1-based, for evaluation."""
  if direction == "DESCENDING":
    values = -values
  return torch.argsort(torch.argsort(values, dim=1), dim=1) + 1
