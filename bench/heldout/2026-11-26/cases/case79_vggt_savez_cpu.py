# source: https://github.com/facebookresearch/vggt/pull/242
# expect: none
# why: the PR's fix: every tensor in the dict is converted with .cpu().numpy() (lists handled too) before np.savez
import numpy as np
import torch
from vggt.models.vggt import VGGT

device = "cuda" if torch.cuda.is_available() else "cpu"


def to_numpy_dict(predictions):
    out = {}
    for key, value in predictions.items():
        if isinstance(value, torch.Tensor):
            out[key] = value.detach().float().cpu().numpy().squeeze(0)
        elif isinstance(value, list):
            out[key] = [v.detach().float().cpu().numpy() for v in value]
        else:
            out[key] = value
    return out


def run_model(target_dir, images):
    model = VGGT.from_pretrained("facebook/VGGT-1B").to(device).eval()
    with torch.no_grad():
        predictions = model(images.to(device))
    predictions = to_numpy_dict(predictions)
    np.savez(f"{target_dir}/predictions.npz", **predictions)
    return predictions
