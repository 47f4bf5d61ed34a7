# expect: TL004
# source: https://github.com/coreweave/tensorizer/pull/27 ("feat: Add support for bfloat16 models": "Tensorizer supports models using the `bfloat16` data type. However, tensorizer uses numpy to save the tensors as binary and numpy doesn't support `bfloat16`. [...] To be saved, the torch tensor is cast to `int16` before being converted to numpy, which doesn't change any of the underlying data.")
# note: a tensorizer-style serializer reconstructed as one script: every `state_dict()` tensor is written as a header plus its raw bytes taken from `.numpy()`. The model is loaded with `torch_dtype=torch.bfloat16` on the CPU, so the first floating-point weight reaches `tensor.numpy()` as bfloat16 and raises "Got unsupported ScalarType BFloat16". The tensors are already detached and on the host (`.detach().cpu()`); integer buffers (position ids) convert fine; the dtype name written into the header comes from the torch dtype, not from NumPy; the reader rebuilds tensors with `np.frombuffer` + `torch.from_numpy`.
import argparse
import struct
import time

import numpy as np
import torch
from transformers import AutoModelForCausalLM

MAGIC = b"|TZR|"
_DTYPES = {
    "torch.float32": (torch.float32, np.float32),
    "torch.float16": (torch.float16, np.float16),
    "torch.bfloat16": (torch.bfloat16, np.int16),
    "torch.int64": (torch.int64, np.int64),
    "torch.uint8": (torch.uint8, np.uint8),
    "torch.bool": (torch.bool, np.bool_),
}


class TensorSerializer:
    def __init__(self, path):
        self._file = open(path, "wb")
        self._file.write(MAGIC)
        self.total_bytes = 0

    def write_tensor(self, idx, name, tensor):
        tensor = tensor.detach().cpu().contiguous()
        dtype_name = str(tensor.dtype).encode("utf-8")
        name_bytes = name.encode("utf-8")
        array = tensor.numpy()
        header = struct.pack(
            "<IHH%dsH%ds" % (len(name_bytes), len(dtype_name)),
            idx, len(name_bytes), len(tensor.shape), name_bytes,
            len(dtype_name), dtype_name,
        )
        shape = struct.pack("<%dI" % len(tensor.shape), *tensor.shape)
        data = array.tobytes()
        self._file.write(header + shape + struct.pack("<Q", len(data)))
        self._file.write(data)
        self.total_bytes += len(data)

    def write_module(self, module):
        for idx, (name, param) in enumerate(module.state_dict().items()):
            self.write_tensor(idx, name, param)

    def close(self):
        self._file.close()


class TensorDeserializer:
    def __init__(self, path):
        self._buf = open(path, "rb").read()
        assert self._buf[:len(MAGIC)] == MAGIC

    def __iter__(self):
        pos = len(MAGIC)
        while pos < len(self._buf):
            idx, nlen, ndim = struct.unpack_from("<IHH", self._buf, pos)
            pos += 8
            name = self._buf[pos:pos + nlen].decode("utf-8")
            pos += nlen
            (dlen,) = struct.unpack_from("<H", self._buf, pos)
            pos += 2
            dtype_name = self._buf[pos:pos + dlen].decode("utf-8")
            pos += dlen
            shape = struct.unpack_from("<%dI" % ndim, self._buf, pos)
            pos += 4 * ndim
            (size,) = struct.unpack_from("<Q", self._buf, pos)
            pos += 8
            torch_dtype, np_dtype = _DTYPES[dtype_name]
            array = np.frombuffer(self._buf, dtype=np_dtype, count=size // np.dtype(np_dtype).itemsize, offset=pos)
            pos += size
            tensor = torch.from_numpy(array.copy()).view(torch_dtype).reshape(shape)
            yield name, tensor


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="EleutherAI/pythia-1.4b")
    parser.add_argument("--out", default="model.tensors")
    args = parser.parse_args()

    model = AutoModelForCausalLM.from_pretrained(
        args.model, torch_dtype=torch.bfloat16, low_cpu_mem_usage=True
    )
    start = time.time()
    serializer = TensorSerializer(args.out)
    serializer.write_module(model)
    serializer.close()
    print(f"wrote {serializer.total_bytes / 2**20:.1f} MiB in {time.time() - start:.1f}s")

    n = 0
    for name, tensor in TensorDeserializer(args.out):
        n += 1
    print(f"read back {n} tensors")


if __name__ == "__main__":
    main()
