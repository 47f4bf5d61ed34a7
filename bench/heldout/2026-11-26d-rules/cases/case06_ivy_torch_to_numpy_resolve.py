# expect: none
# source: https://github.com/unifyai/ivy/pull/10133 and https://github.com/unifyai/ivy/pull/10145 (ivy/functional/backends/torch/general.py, to_numpy)
# note: the torch backend's to_numpy resolves the conjugate bit (and, after #10145, the negative bit) before .numpy(), and moves to the CPU first; the adjoint/conj helpers below feed it lazily conjugated views, which is fine once they pass through to_numpy
from typing import Union

import numpy as np
import torch


def to_numpy(x: Union[torch.Tensor, list], /, *, copy: bool = True) -> np.ndarray:
    if isinstance(x, (float, int, bool)):
        return x
    elif isinstance(x, np.ndarray):
        return x.copy() if copy else x
    elif torch.is_tensor(x):
        x = x.resolve_neg().resolve_conj()
        if x.dtype is torch.bfloat16:
            default_dtype = torch.float32
            if copy:
                return x.to(default_dtype).detach().cpu().numpy().copy()
            return x.to(default_dtype).detach().cpu().numpy()
        if copy:
            return x.detach().cpu().numpy().copy()
        return x.detach().cpu().numpy()
    elif isinstance(x, list):
        return [to_numpy(u) for u in x]
    raise ValueError("Expected a pytorch tensor.")


def adjoint(x: torch.Tensor) -> torch.Tensor:
    return torch.adjoint(x)


def imag_of_conj(x: torch.Tensor) -> torch.Tensor:
    return torch.conj(x).imag


if __name__ == "__main__":
    m = torch.tensor([[1 + 1j, 2 - 2j], [3 + 0j, -1j]])
    print(to_numpy(adjoint(m)))
    print(to_numpy(imag_of_conj(m)))
