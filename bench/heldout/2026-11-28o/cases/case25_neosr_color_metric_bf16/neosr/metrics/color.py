# expect: TL004
# source: https://github.com/neosr-project/neosr/pull/7 ("Fix Unsupported ScalarType BFloat16": "Also converted most numpy functions to torch for uniformity. Error can be reproduced by enabling color loss on DITN"; muslll: "Those can't be converted to torch directly, because other functions expect a numpy array instead of tensor")
# note: a NumPy color-difference check (rgb -> YCbCr, mean chroma error) reconstructed from the PR's description, used here as a validation metric: neosr/models/image.py runs the generator under `torch.autocast(..., dtype=torch.bfloat16)` when the option `bfloat16` is set (the DITN setting of the PR), so `self.output` is bf16 and `sr.cpu().numpy()` raises "Got unsupported ScalarType BFloat16". Device (`.cpu()`) and grad (`torch.inference_mode()`) are handled; the ground truth comes from the dataloader as float32.
import numpy as np


def rgb2ycbcr(img):
    # img: HxWx3 in [0, 1]
    mat = np.array([[65.481, -37.797, 112.0], [128.553, -74.203, -93.786], [24.966, 112.0, -18.214]])
    return img @ mat / 255.0 + np.array([16.0, 128.0, 128.0]) / 255.0


def color_difference(sr, gt):
    sr_np = sr.clamp(0, 1).squeeze(0).permute(1, 2, 0).cpu().numpy()
    gt_np = gt.clamp(0, 1).squeeze(0).permute(1, 2, 0).cpu().numpy()
    sr_ycc = rgb2ycbcr(sr_np.astype(np.float64))
    gt_ycc = rgb2ycbcr(gt_np.astype(np.float64))
    return float(np.abs(sr_ycc[..., 1:] - gt_ycc[..., 1:]).mean())
