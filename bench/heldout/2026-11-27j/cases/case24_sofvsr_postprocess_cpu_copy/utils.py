# expect: none
# source: https://github.com/SYSU-SAIL/SOF-VSR/pull/6 ("fix type error in gpu mode": the super-resolved output has to be copied to the host before it is converted) - fixed twin of case23
# note: fixed twin of case23 with the copy done at the call site: demo_Vid4.py still runs the network on cuda (--gpu_mode defaults to True) but passes `SR_y.cpu()` to postprocess, so `.numpy()` here receives a CPU tensor computed under no_grad. This file is unchanged apart from its header lines; the deciding evidence is in demo_Vid4.py.
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
