# expect: TL002
# source: https://github.com/elazarcoh/simply-view-image-for-python-debugging/issues/115 ("Support for Visualizing PyTorch Tensors Requiring Gradients": socket_client.py `sliced_tensor = sliced_tensor.cpu().numpy()` fails with "Can't call numpy() on Tensor that requires grad" during a training loop)
# note: send_image is re-exported by viewer/__init__.py and called from train.py inside the training loop with the model's prediction, a graph-attached tensor (cuda on GPU machines); `.cpu()` fixes the device but not the grad, so `.numpy()` raises. The suggested fix is `.detach().clone().cpu().numpy()`.
import json
import socket

import numpy as np

_SOCK = None


def connect(host="127.0.0.1", port=45678):
    global _SOCK
    _SOCK = socket.create_connection((host, port))


def create_tensor_message(tensor, name):
    sliced_tensor = tensor[0] if tensor.ndim == 4 else tensor
    sliced_tensor = sliced_tensor.cpu().numpy()
    header = {"name": name, "shape": list(sliced_tensor.shape), "dtype": str(sliced_tensor.dtype)}
    return json.dumps(header).encode() + b"\n" + np.ascontiguousarray(sliced_tensor).tobytes()


def send_image(tensor, name="image"):
    if _SOCK is None:
        connect()
    message = create_tensor_message(tensor, name)
    _SOCK.sendall(len(message).to_bytes(8, "little") + message)
