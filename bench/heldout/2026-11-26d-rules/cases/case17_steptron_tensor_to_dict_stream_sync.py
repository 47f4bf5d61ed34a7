# expect: none
# source: https://github.com/stepfun-ai/SteptronOss/pull/38 ("Add synchronization for CUDA to CPU data copy" in steptronoss/utils/dist_utils.py tensor_to_dict)
# note: reconstruction of the fixed tensor_to_dict: the byte buffer lives on the comm device (the current cuda device; this path only runs with CUDA) and is copied to the CPU with non_blocking=True; torch.cuda.current_stream().synchronize() runs before the host reads the buffer (header length, pickled header, payload) through .numpy()
import pickle

import numpy as np
import torch

comm_device = torch.device("cuda", torch.cuda.current_device()) if torch.cuda.is_available() else None


def tensor_to_dict(buffer: torch.Tensor, target_device: torch.device = torch.device("cpu")):
    """buffer: uint8 tensor on comm_device = [8-byte header length | pickled header | payload]"""
    buffer = buffer.to(comm_device)
    cpu_buffer = buffer.to(target_device, non_blocking=True)
    # the D2H copy above is asynchronous: wait for it before the host touches cpu_buffer
    torch.cuda.current_stream().synchronize()
    raw = cpu_buffer.numpy()
    header_len = int(np.frombuffer(raw.tobytes()[:8], dtype=np.int64)[0])
    header = pickle.loads(raw.tobytes()[8:8 + header_len])
    out, offset = {}, 8 + header_len
    for name, (shape, dtype, nbytes) in header.items():
        chunk = torch.from_numpy(raw[offset:offset + nbytes].copy())
        out[name] = chunk.view(dtype).reshape(shape)
        offset += nbytes
    return out
