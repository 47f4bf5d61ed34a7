# expect: none
# source: https://github.com/Farama-Foundation/Gymnasium/issues/1108 ("[Bug Report] `torch_to_numpy` fails when tensors are not on cpu": "torch_to_numpy fails when `torch.Tensor` is on a _non-cpu_ device or has `requires_grad` set to `True`."; code: "t = torch.tensor(0.0, device=\"cuda\") / torch_to_numpy(t) # throws error"; traceback: `gymnasium/wrappers/numpy_to_torch.py`, "line 51, in _number_torch_to_numpy" "return np.array(value)"; fixed by PR #1109 "Fix torch to numpy conversion when on GPU")
# note: Gymnasium 1.0.0a2's `NumpyToTorch` wrapper, reconstructed with the minimal `core.py` it needs, a NumPy pendulum in `gymnasium/envs/pendulum.py` and a user's REINFORCE-style script `examples/train_pendulum_torch.py`. The script wraps the NumPy env with `NumpyToTorch(env, device=device)` (`cuda` when available), so observations arrive as cuda tensors, and passes the policy's action (computed under `torch.no_grad()`, so only the device matters) to `env.step`, where the wrapper calls the single-dispatch `torch_to_numpy`; its `torch.Tensor` implementation `_number_torch_to_numpy` returns `np.array(value)`, which raises "can't convert cuda:0 device type tensor to numpy" on a GPU. Traps: the same function's Python-number path, `numpy_to_torch` (NumPy -> torch with `torch.tensor(...).to(device)`), `float(reward)` / `bool(terminated)` of NumPy scalars, the Mapping / Iterable dispatchers, and the script's `.cpu().numpy()` of observations for its episode log. Header `gymnasium/wrappers/numpy_to_torch.py`. Twin: a tensor is detached and copied to the host before `np.array` (what PR #1109 does in substance; its exact line was not read).
"""Helper functions and wrapper class for converting between PyTorch and NumPy."""
from __future__ import annotations

import functools
import numbers
from collections import abc
from typing import Any, Iterable, Mapping, SupportsFloat, Union

import numpy as np
import torch

import gymnasium as gym
from gymnasium.core import WrapperActType, WrapperObsType

__all__ = ["NumpyToTorch", "torch_to_numpy", "numpy_to_torch"]

Device = Union[str, torch.device]


@functools.singledispatch
def torch_to_numpy(value: Any) -> Any:
    """Converts a PyTorch Tensor into a NumPy Array."""
    raise Exception(
        f"No known conversion for Torch type ({type(value)}) to NumPy registered. Report as issue on github."
    )


@torch_to_numpy.register(numbers.Number)
@torch_to_numpy.register(torch.Tensor)
def _number_torch_to_numpy(value: numbers.Number | torch.Tensor) -> Any:
    """Convert a python number (int, float, complex) and torch.Tensor to a numpy array."""
    return np.array(value.detach().cpu() if isinstance(value, torch.Tensor) else value)


@torch_to_numpy.register(abc.Mapping)
def _mapping_torch_to_numpy(value: Mapping[str, Any]) -> Mapping[str, Any]:
    """Converts a mapping of PyTorch Tensors into a Dictionary of NumPy Arrays."""
    return type(value)(**{k: torch_to_numpy(v) for k, v in value.items()})


@torch_to_numpy.register(abc.Iterable)
def _iterable_torch_to_numpy(value: Iterable[Any]) -> Iterable[Any]:
    """Converts an Iterable from PyTorch Tensors to an iterable of NumPy Arrays."""
    return type(value)(torch_to_numpy(v) for v in value)


@functools.singledispatch
def numpy_to_torch(value: Any, device: Device | None = None) -> Any:
    """Converts a NumPy Array into a PyTorch Tensor."""
    raise Exception(
        f"No known conversion for NumPy type ({type(value)}) to PyTorch registered. Report as issue on github."
    )


@numpy_to_torch.register(numbers.Number)
@numpy_to_torch.register(np.ndarray)
def _numpy_to_torch(value: np.ndarray | numbers.Number, device: Device | None = None) -> torch.Tensor:
    """Converts a NumPy Array into a PyTorch Tensor."""
    tensor = torch.tensor(value)
    if device:
        return tensor.to(device=device)
    return tensor


@numpy_to_torch.register(abc.Mapping)
def _numpy_mapping_to_torch(value: Mapping[str, Any], device: Device | None = None) -> Mapping[str, Any]:
    """Converts a mapping of NumPy Arrays into a Dictionary of PyTorch Tensors."""
    return type(value)(**{k: numpy_to_torch(v, device) for k, v in value.items()})


@numpy_to_torch.register(abc.Iterable)
def _numpy_iterable_to_torch(value: Iterable[Any], device: Device | None = None) -> Iterable[Any]:
    """Converts an Iterable from NumPy Arrays to an iterable of PyTorch Tensors."""
    return type(value)(numpy_to_torch(v, device) for v in value)


class NumpyToTorch(gym.Wrapper):
    """Wraps a NumPy-based environment such that it can be interacted with PyTorch Tensors."""

    def __init__(self, env: gym.Env, device: Device | None = None):
        super().__init__(env)
        self.device: Device | None = device

    def step(self, action: WrapperActType) -> tuple[WrapperObsType, SupportsFloat, bool, bool, dict]:
        """Using a PyTorch based action that is converted to NumPy to be used by the environment."""
        jax_action = torch_to_numpy(action)
        obs, reward, terminated, truncated, info = self.env.step(jax_action)

        return (
            numpy_to_torch(obs, self.device),
            float(reward),
            bool(terminated),
            bool(truncated),
            numpy_to_torch(info, self.device),
        )

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        """Resets the environment returning PyTorch-based observation and info."""
        if options:
            options = torch_to_numpy(options)

        return numpy_to_torch(self.env.reset(seed=seed, options=options), self.device)
