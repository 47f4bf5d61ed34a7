# expect: TL004
# source: https://github.com/vladmandic/sdnext/issues/4396
# note: the Marigold depth preprocessor's ensemble helper as in the traceback: processor.py casts the depth predictions to devices.dtype
#       (bfloat16 on current NVIDIA GPUs, modules/devices.py) and hands them over under no_grad; `.cpu().numpy()` raises for the bf16 dtype.
import numpy as np
import torch


def ensemble_depths(input_images: torch.Tensor, regularizer_strength=0.02, max_iter=2, tol=1e-3, reduction="median"):
    device = input_images.device
    n_img = input_images.shape[0]
    ori_shape = input_images.shape

    _min = np.min(input_images.reshape((n_img, -1)).cpu().numpy(), axis=1)
    _max = np.max(input_images.reshape((n_img, -1)).cpu().numpy(), axis=1)
    s_init = 1.0 / (_max - _min).reshape((-1, 1, 1))
    t_init = (-1 * s_init.flatten() * _min.flatten()).reshape((-1, 1, 1))
    x = np.concatenate([s_init, t_init]).reshape(-1).astype(np.float32)

    s = torch.from_numpy(x[:n_img]).to(device=device, dtype=input_images.dtype).view((-1, 1, 1))
    t = torch.from_numpy(x[n_img:]).to(device=device, dtype=input_images.dtype).view((-1, 1, 1))
    aligned = input_images * s + t
    if reduction == "median":
        merged = torch.median(aligned, dim=0).values
    else:
        merged = torch.mean(aligned, dim=0)
    merged = (merged - merged.min()) / (merged.max() - merged.min())
    return merged.reshape(ori_shape[1:])
