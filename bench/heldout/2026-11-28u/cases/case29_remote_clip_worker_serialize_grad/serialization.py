# expect: TL002
# source: https://github.com/nyueki/ComfyUI-RemoteCLIPLoader/issues/3 ("Client disconnected: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.": "Trying to use with ltx2" ... "I get this on the worker: Client disconnected: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead." ... "On the client: LTX2_NAG mat1 and mat2 shapes cannot be multiplied (77x384 and 3840x4096)")
# note: the worker side of a remote text-encoder loader, reconstructed: the worker is a plain TCP server, not a ComfyUI node, so nothing wraps `clip.encode()` (clip_ops.py) in `torch.inference_mode()`; the encoder is an `nn.Module` whose parameters keep `requires_grad=True`, and the conditioning it returns on the GPU carries a graph. `pack_conditioning` turns each tensor into bytes with `.cpu().numpy()`, which raises the requires-grad error and drops the client. The attention mask is an integer tensor, the framing uses `struct`/`pickle` on Python objects, and the client side rebuilds tensors from NumPy buffers. Header `serialization.py`.
import pickle
import struct

import numpy as np
import torch

HEADER = struct.Struct("!Q")


def tensor_to_payload(t: torch.Tensor):
    arr = t.cpu().numpy()
    return {"dtype": str(arr.dtype), "shape": arr.shape, "data": arr.tobytes()}


def payload_to_tensor(p):
    arr = np.frombuffer(p["data"], dtype=np.dtype(p["dtype"])).reshape(p["shape"])
    return torch.from_numpy(arr.copy())


def pack_conditioning(cond, pooled, extra):
    msg = {"cond": tensor_to_payload(cond), "pooled": None, "extra": {}}
    if pooled is not None:
        msg["pooled"] = tensor_to_payload(pooled)
    for k, v in extra.items():
        msg["extra"][k] = tensor_to_payload(v) if isinstance(v, torch.Tensor) else v
    return msg


def unpack_conditioning(msg):
    cond = payload_to_tensor(msg["cond"])
    pooled = payload_to_tensor(msg["pooled"]) if msg["pooled"] is not None else None
    extra = {k: payload_to_tensor(v) if isinstance(v, dict) and "data" in v else v for k, v in msg["extra"].items()}
    return cond, pooled, extra


def send_msg(sock, obj):
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    sock.sendall(HEADER.pack(len(data)) + data)


def _recv_exact(sock, n):
    buf = bytearray()
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            return None
        buf.extend(chunk)
    return bytes(buf)


def recv_msg(sock):
    head = _recv_exact(sock, HEADER.size)
    if head is None:
        return None
    (size,) = HEADER.unpack(head)
    body = _recv_exact(sock, size)
    return None if body is None else pickle.loads(body)
