# expect: none
# source: https://github.com/thu-ml/tianshou/issues/152 ("cuda tensor will raise an exception in np.asanyarray": `Batch.cat([a, b])` with `b = Batch(a=torch.tensor([3, 4], device='cuda'))` -> `_is_scalar` -> `value = np.asanyarray(value)` -> "TypeError: can't convert cuda:0 device type tensor to numpy"; youkaichao: "Should modify ``_is_scalar``")
# note: a trimmed copy of tianshou's data/batch.py as of the thread (`_is_scalar`, `_create_value`, `Batch.cat`), with a collector step that builds Batches from a policy running on the GPU, reconstructed around the thread's repro. `_is_scalar` calls `np.asanyarray` on every leaf, so the cuda action/logit tensors of the policy output reach NumPy and raise. Grad: the policy runs under `torch.no_grad()`; dtype float32/int64. Twin: `_is_scalar` answers for tensors itself (`value.numel() == 1 and not value.shape`) before `np.asanyarray`, as the maintainers proposed; everything else is unchanged.
from numbers import Number

import numpy as np
import torch
import torch.nn as nn


def _is_scalar(value):
    # check if the value is a scalar
    # 1. python bool object, number object: isinstance(value, Number)
    # 2. numpy scalar / 0-dim tensor: value.size == 1 and not value.shape
    if isinstance(value, (dict, Batch)):
        return False
    if isinstance(value, torch.Tensor):
        return value.numel() == 1 and not value.shape
    value = np.asanyarray(value)
    return value.size == 1 and not value.shape


def _create_value(inst, size):
    if isinstance(inst, torch.Tensor):
        return torch.full((size, *inst.shape), fill_value=0, dtype=inst.dtype, device=inst.device)
    if isinstance(inst, np.ndarray):
        return np.full((size, *inst.shape), fill_value=0, dtype=inst.dtype)
    return np.array([None for _ in range(size)], dtype=object)


class Batch:
    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            if isinstance(v, dict):
                v = Batch(**v)
            self.__dict__[k] = v

    def keys(self):
        return self.__dict__.keys()

    def __getitem__(self, key):
        return self.__dict__[key]

    def __len__(self):
        lens = [len(v) for v in self.__dict__.values() if not _is_scalar(v)]
        return min(lens) if lens else 0

    @staticmethod
    def cat(batches):
        batches = [b for b in batches if len(b.keys()) > 0]
        out = Batch()
        keys = set().union(*[b.keys() for b in batches])
        for k in keys:
            values = [b[k] for b in batches if k in b.keys()]
            if all(isinstance(v, Batch) for v in values):
                out.__dict__[k] = Batch.cat(values)
            elif all(isinstance(v, torch.Tensor) for v in values):
                out.__dict__[k] = torch.cat([v if v.dim() else v.reshape(1) for v in values])
            elif all(_is_scalar(v) for v in values):
                out.__dict__[k] = np.array(values)
            else:
                out.__dict__[k] = np.concatenate([np.asarray(v) for v in values])
        return out


class Actor(nn.Module):
    def __init__(self, obs_dim, n_actions):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, 64), nn.Tanh(), nn.Linear(64, n_actions))

    def forward(self, obs):
        return self.net(obs)


def collect_step(actor, obs, device):
    with torch.no_grad():
        logits = actor(torch.as_tensor(obs, dtype=torch.float32, device=device))
        act = logits.argmax(dim=-1)
    return Batch(obs=obs, act=act, logits=logits, info={"env_id": np.arange(len(obs))})


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    actor = Actor(4, 2).to(device)
    buffer = []
    for step in range(8):
        obs = np.random.randn(16, 4).astype(np.float32)
        buffer.append(collect_step(actor, obs, device))
    batch = Batch.cat(buffer)
    print(len(batch), batch.act.bincount().tolist())


if __name__ == "__main__":
    main()
