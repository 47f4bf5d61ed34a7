# expect: none
# source: https://github.com/intelligent-machine-learning/dlrover/issues/867 ("CheckpointManager fails to save the bfloat16 tensors.": traceback ends in `File ".../torch/_tensor.py", line 972, in __array__ / return self.numpy().astype(dtype, copy=False) / TypeError: Got unsupported ScalarType BFloat16`)
# note: a flash-checkpoint engine that copies a state dict into one shared-memory buffer, reconstructed after the thread's traceback (NumPy asked for a dtype, `Tensor.__array__` calls `self.numpy()`). `train.py` casts the model to `torch.bfloat16` on the GPU and saves `model.state_dict()` and the AdamW state every few steps; the engine moves each tensor with `.cpu()` (state-dict tensors are detached) and `np.asarray(..., dtype=...)` of a bf16 tensor raises. Offsets and sizes are Python ints computed from `numel()`/`itemsize`, non-tensor values go through pickle, and the meta dict holds strings and tuples. Twin: bf16 tensors are widened with `.float()` before the NumPy copy (the layout already stores them as float32).
import pickle
from multiprocessing import shared_memory

import numpy as np
import torch

_NP_DTYPES = {
    torch.float32: np.float32,
    torch.float16: np.float16,
    torch.bfloat16: np.float32,  # stored widened; numpy has no bfloat16
    torch.int64: np.int64,
    torch.int32: np.int32,
    torch.uint8: np.uint8,
    torch.bool: np.bool_,
}


def _flatten(state, prefix=""):
    for key, value in state.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            yield from _flatten(value, prefix=name + "/")
        else:
            yield name, value


class SharedMemoryEngine:
    def __init__(self, name="dlrover_ckpt"):
        self.name = name
        self._shm = None
        self.meta = {}

    def _layout(self, state_dict):
        offset, meta = 0, {}
        for name, value in _flatten(state_dict):
            if isinstance(value, torch.Tensor):
                np_dtype = np.dtype(_NP_DTYPES[value.dtype])
                nbytes = value.numel() * np_dtype.itemsize
                meta[name] = ("tensor", str(value.dtype), tuple(value.shape), np_dtype.str, offset, nbytes)
                offset += nbytes
            else:
                meta[name] = ("object", pickle.dumps(value))
        return meta, offset

    def save_to_memory(self, step, state_dict):
        meta, total = self._layout(state_dict)
        if self._shm is None or self._shm.size < total:
            if self._shm is not None:
                self._shm.close()
                self._shm.unlink()
            self._shm = shared_memory.SharedMemory(name=self.name, create=True, size=max(total, 1))
        for name, value in _flatten(state_dict):
            if not isinstance(value, torch.Tensor):
                continue
            _, _, shape, np_str, offset, nbytes = meta[name]
            dst = np.ndarray(shape, dtype=np.dtype(np_str), buffer=self._shm.buf, offset=offset)
            dst[...] = np.asarray(value.float().cpu() if value.dtype == torch.bfloat16 else value.cpu(), dtype=np.dtype(np_str))
        self.meta = {"step": step, "tensors": meta}
        return total

    def close(self):
        if self._shm is not None:
            self._shm.close()
            self._shm.unlink()
            self._shm = None
