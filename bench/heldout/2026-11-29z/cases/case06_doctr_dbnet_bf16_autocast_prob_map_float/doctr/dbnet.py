# expect: none
# source: https://github.com/mindee/doctr/pull/1342 ("[Fix] PT - convert BF16 tensor to float before calling .numpy()": "When running BF16 with autocast, an error will be thrown here when calling `.numpy()`: `TypeError: Got unsupported ScalarType BFloat16`. Convert BF16 tensor to float before calling `.numpy()` to fix this error."; the PR (merged as 56c8356) changes DBNet's `prob_map = torch.sigmoid(logits)` to `prob_map = _bf16_to_numpy_dtype(torch.sigmoid(logits))`, a helper that returns `x.float() if x.dtype == torch.bfloat16 else x`)
# note: docTR's DBNet detector (`differentiable_binarization/pytorch.py` before the PR) with its predictor, reduced to 6 files: `bench_bf16.py` times the predictor a second time inside `torch.autocast("cpu", dtype=torch.bfloat16)` (the Intel authors' BF16 CPU setting), `predictor.py` runs the model under `torch.inference_mode()` after `set_device_and_dtype` (fp32, CPU), and in `DBNet.forward` the convolutions of `prob_head` run in bf16 under autocast, so `prob_map = torch.sigmoid(logits)` is bfloat16 and `prob_map.detach().cpu().permute((0, 2, 3, 1)).numpy()` raises "Got unsupported ScalarType BFloat16". Traps: `.detach().cpu()` are already there (no TL001/TL002), the fp32 run of the same predictor works, the training branch converts NumPy targets with `torch.from_numpy`, `DBPostProcessor` works on NumPy arrays only. Twin: `prob_map = torch.sigmoid(logits).float()`, what the PR's helper does for a bf16 map, so the post-processor gets float32.
from typing import Any, Dict, List, Optional

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F

from .postprocessor import DBPostProcessor

CLASS_NAME = "words"

default_cfgs: Dict[str, Dict[str, Any]] = {
    "db_resnet_small": {
        "input_shape": (3, 512, 512),
        "mean": (0.798, 0.785, 0.772),
        "std": (0.264, 0.2749, 0.287),
    },
}


def conv_bn_relu(in_chans: int, out_chans: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(in_chans, out_chans, 3, stride=stride, padding=1, bias=False),
        nn.BatchNorm2d(out_chans),
        nn.ReLU(inplace=True),
    )


class FeaturePyramidNetwork(nn.Module):
    def __init__(self, in_channels: List[int], out_channels: int) -> None:
        super().__init__()
        self.in_branches = nn.ModuleList([nn.Conv2d(c, out_channels, 1) for c in in_channels])
        self.out_branches = nn.ModuleList([conv_bn_relu(out_channels, out_channels // 4)
                                           for _ in in_channels])

    def forward(self, feats: List[torch.Tensor]) -> torch.Tensor:
        lat = [branch(f) for branch, f in zip(self.in_branches, feats)]
        for idx in range(len(lat) - 1, 0, -1):
            lat[idx - 1] = lat[idx - 1] + F.interpolate(lat[idx], size=lat[idx - 1].shape[-2:])
        outs = [branch(t) for branch, t in zip(self.out_branches, lat)]
        outs = [F.interpolate(t, size=outs[0].shape[-2:]) for t in outs]
        return torch.cat(outs, dim=1)


class DBNet(nn.Module):
    def __init__(self, channels=(32, 64, 128, 256), head_chans: int = 128,
                 bin_thresh: float = 0.3, cfg: Optional[Dict[str, Any]] = None) -> None:
        super().__init__()
        self.cfg = cfg
        self.class_names = [CLASS_NAME]
        self.exportable = False
        self.stem = conv_bn_relu(3, channels[0], stride=2)
        self.stages = nn.ModuleList([
            conv_bn_relu(cin, cout, stride=2) for cin, cout in zip((channels[0],) + channels[:-1], channels)
        ])
        self.fpn = FeaturePyramidNetwork(list(channels), head_chans)
        self.prob_head = nn.Sequential(
            nn.Conv2d(head_chans, head_chans // 4, 3, padding=1, bias=False),
            nn.BatchNorm2d(head_chans // 4),
            nn.ReLU(inplace=True),
            nn.ConvTranspose2d(head_chans // 4, head_chans // 4, 2, stride=2, bias=False),
            nn.BatchNorm2d(head_chans // 4),
            nn.ReLU(inplace=True),
            nn.ConvTranspose2d(head_chans // 4, len(self.class_names), 2, stride=2),
        )
        self.postprocessor = DBPostProcessor(bin_thresh=bin_thresh)

    def forward(self, x: torch.Tensor, target: Optional[List[np.ndarray]] = None,
                return_model_output: bool = False, return_preds: bool = False) -> Dict[str, Any]:
        feats = []
        x = self.stem(x)
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        feat_concat = self.fpn(feats)
        logits = self.prob_head(feat_concat)

        out: Dict[str, Any] = {}
        if self.exportable:
            out["logits"] = logits
            return out

        if return_model_output or target is None or return_preds:
            prob_map = torch.sigmoid(logits).float()

        if return_model_output:
            out["out_map"] = prob_map

        if target is None or return_preds:
            # Post-process boxes (keep only text predictions)
            out["preds"] = [
                dict(zip(self.class_names, preds))
                for preds in self.postprocessor(prob_map.detach().cpu().permute((0, 2, 3, 1)).numpy())
            ]

        if target is not None:
            seg_target = torch.from_numpy(np.stack(target)).to(logits.device, torch.float32)
            out["loss"] = F.binary_cross_entropy_with_logits(logits.float(), seg_target)

        return out


def db_resnet_small(**kwargs: Any) -> DBNet:
    return DBNet(cfg=default_cfgs["db_resnet_small"], **kwargs)
