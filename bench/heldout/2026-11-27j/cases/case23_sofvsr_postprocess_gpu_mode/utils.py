# expect: TL001
# source: https://github.com/SYSU-SAIL/SOF-VSR/pull/6 ("fix type error in gpu mode": fixes "TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu to copy the tensor to host memory first" in gpu mode)
# note: reconstruction of the test-time helper and its caller: demo_Vid4.py's argparse flag --gpu_mode defaults to True, so the network and the LR cube go to cuda and the super-resolved Y channel is produced under no_grad (on the GPU, no grad) and passed here; `.data` gives a view without grad and `.numpy()` is called on the cuda tensor. The Cb/Cr planes are NumPy arrays from the loader.
import numpy as np


def ycbcr2rgb(ycbcr):
    mat = np.array([[65.481, 128.553, 24.966], [-37.797, -74.203, 112.0], [112.0, -93.786, -18.214]])
    mat_inv = np.linalg.inv(mat)
    offset = np.array([16, 128, 128])
    return np.matmul(ycbcr * 255.0 - offset, mat_inv.T)


def postprocess(sr_y, sr_cb, sr_cr):
    sr_y = np.array(sr_y.data.squeeze().numpy(), dtype=np.float32)
    sr_y = np.clip(sr_y, 16 / 255.0, 235 / 255.0)
    sr_ycbcr = np.stack([sr_y, sr_cb, sr_cr], axis=-1)
    sr_rgb = np.clip(ycbcr2rgb(sr_ycbcr), 0, 1)
    return (sr_rgb * 255.0).round().astype(np.uint8)
