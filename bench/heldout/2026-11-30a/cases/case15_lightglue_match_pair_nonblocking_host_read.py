# expect: TL006
# source: https://github.com/cvg/LightGlue/issues/99 ("Problems with matches running on GPU (related to non_blocking parameter)": "I was getting strange/incorrect outputs running LightGlue on GPU. Using the two images below and the `match_pair` function gives the following output ... When running on CPU instead, I get the following output" (the correct matches); the reporter's script: `from lightglue import LightGlue, SuperPoint, viz2d`, `device = torch.device("cuda" if torch.cuda.is_available() else "cpu")`, `extractor = SuperPoint(max_num_keypoints=2048).eval().to(device)`, `matcher = LightGlue(features="superpoint").eval().to(device)`, then `match_pair` and a plot of the matches; open), with https://github.com/cvg/LightGlue/pull/148 ("Add torch.cuda.synchronize() to match_pair": "Add torch.cuda.synchronize() to avoid some machines may return all 0 tensors to cpu."; open); code: cvg/LightGlue 1fd587b `lightglue/utils.py` (`map_tensor`, `batch_to_device(batch, device="cpu", non_blocking=True)`, `rbd`, `match_pair`), `lightglue/viz2d.py`, `README.md` (the matching snippet)
# note: a matching script that carries LightGlue's own `batch_to_device`/`rbd`/`match_pair` helpers: the models run on cuda (`.eval().to(device)`), and `match_pair` returns features and matches copied to the host with `tensor.to(device="cpu", non_blocking=True)`, an asynchronous device-to-host copy into pinned memory; nothing synchronises before `main` reads them: `kpts0[matches[..., 0]]` indexes with the copied match indices and `draw_matches` calls `.numpy()` on the copied keypoints and scores, so the host may read the buffers before the copy has landed (zeros or stale values: the "strange/incorrect outputs" on GPU, right on CPU). Traps: the images come from `load_image` on the host and are shown with `.permute(1, 2, 0).numpy()`, only their `.to(device)` copies go to the models; everything runs with grad disabled and `batch_to_device` detaches (no TL002); after the copy the values are host tensors (no TL001/TL003); `len(matches)` reads only the shape; `matches01["stop"]` is a Python int.
import argparse
import collections.abc as collections

import matplotlib.pyplot as plt
import numpy as np
import torch
from matplotlib.patches import ConnectionPatch

from lightglue import LightGlue, SuperPoint
from lightglue.utils import load_image

torch.set_grad_enabled(False)


def map_tensor(input_, func):
    string_classes = (str, bytes)
    if isinstance(input_, string_classes):
        return input_
    elif isinstance(input_, collections.Mapping):
        return {k: map_tensor(sample, func) for k, sample in input_.items()}
    elif isinstance(input_, collections.Sequence):
        return [map_tensor(sample, func) for sample in input_]
    elif isinstance(input_, torch.Tensor):
        return func(input_)
    else:
        return input_


def batch_to_device(batch: dict, device: str = "cpu", non_blocking: bool = True):
    """Move batch (dict) to device"""

    def _func(tensor):
        return tensor.to(device=device, non_blocking=non_blocking).detach()

    return map_tensor(batch, _func)


def rbd(data: dict) -> dict:
    """Remove batch dimension from elements in data"""
    return {k: v[0] if isinstance(v, (torch.Tensor, np.ndarray, list)) else v for k, v in data.items()}


def match_pair(extractor, matcher, image0: torch.Tensor, image1: torch.Tensor, device: str = "cpu", **preprocess):
    """Match a pair of images (image0, image1) with an extractor and matcher"""
    feats0 = extractor.extract(image0, **preprocess)
    feats1 = extractor.extract(image1, **preprocess)
    matches01 = matcher({"image0": feats0, "image1": feats1})
    data = [feats0, feats1, matches01]
    # remove batch dim and move to target device
    feats0, feats1, matches01 = [batch_to_device(rbd(x), device) for x in data]
    return feats0, feats1, matches01


def draw_matches(image0, image1, m_kpts0, m_kpts1, scores, path, lw=0.5):
    """Side-by-side images with one line per match, coloured by confidence."""
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5), dpi=100)
    for ax, image in zip(axes, (image0, image1)):
        ax.imshow(image.permute(1, 2, 0).numpy())
        ax.set_axis_off()
    colors = plt.get_cmap("RdYlGn")(np.clip(scores.numpy(), 0.0, 1.0))
    pts0, pts1 = m_kpts0.numpy(), m_kpts1.numpy()
    for (x0, y0), (x1, y1), color in zip(pts0, pts1, colors):
        line = ConnectionPatch(xyA=(x0, y0), xyB=(x1, y1), coordsA=axes[0].transData,
                               coordsB=axes[1].transData, color=color, linewidth=lw)
        fig.add_artist(line)
    axes[0].scatter(pts0[:, 0], pts0[:, 1], c="lime", s=2)
    axes[1].scatter(pts1[:, 0], pts1[:, 1], c="lime", s=2)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main():
    parser = argparse.ArgumentParser(description="Match two images with SuperPoint+LightGlue")
    parser.add_argument("image0")
    parser.add_argument("image1")
    parser.add_argument("--max-keypoints", type=int, default=2048)
    parser.add_argument("--output", default="matches.png")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    extractor = SuperPoint(max_num_keypoints=args.max_keypoints).eval().to(device)
    matcher = LightGlue(features="superpoint").eval().to(device)
    print(f"Using device: {device}")

    image0 = load_image(args.image0)
    image1 = load_image(args.image1)
    feats0, feats1, matches01 = match_pair(extractor, matcher, image0.to(device), image1.to(device))

    kpts0, kpts1, matches = feats0["keypoints"], feats1["keypoints"], matches01["matches"]
    m_kpts0, m_kpts1 = kpts0[matches[..., 0]], kpts1[matches[..., 1]]
    print(f"{len(matches)} matches, stopped after {matches01['stop']} layers")
    draw_matches(image0, image1, m_kpts0, m_kpts1, matches01["scores"], args.output)


if __name__ == "__main__":
    main()
