# expect: none
# source: https://github.com/MathOnco/valis/pull/239 ("Fix transfer of data from GPU to CPU after computation": "Closes #208 [...] Add `.cpu()` calls before converting PyTorch tensors to NumPy arrays.")
# note: a DISK + LightGlue feature matcher for slide registration reconstructed in the style of valis's torch-based matchers (the PR names no file or line): the detector and matcher are moved to `cuda` when available and matching runs under `torch.inference_mode()`, so keypoints and match indices are cuda tensors without grad, and `.numpy()` of the matched keypoints raises "can't convert cuda:0 device type tensor to numpy". The images are NumPy arrays moved in with `torch.from_numpy(...).to(device)`; `idxs.shape[0]` is an int; RANSAC runs in OpenCV on NumPy arrays; the match distances are turned into Python floats with `.tolist()`. Twin: `.cpu().numpy()` for both matched keypoint arrays, the PR's fix.
"""Feature detection and matching with DISK + LightGlue for rigid slide registration."""
import cv2
import kornia.feature as KF
import numpy as np
import torch
from skimage import io, transform

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def _to_tensor(img):
    if img.ndim == 2:
        img = np.dstack([img] * 3)
    img = img.astype(np.float32) / 255.0
    return torch.from_numpy(img).permute(2, 0, 1)[None].to(DEVICE)


class DiskLightGlueMatcher:
    def __init__(self, num_features=2048):
        self.num_features = num_features
        self.disk = KF.DISK.from_pretrained("depth").eval().to(DEVICE)
        self.matcher = KF.LightGlueMatcher("disk").eval().to(DEVICE)

    def detect(self, img):
        with torch.inference_mode():
            feats = self.disk(_to_tensor(img), self.num_features, pad_if_not_divisible=True)[0]
        return feats.keypoints, feats.descriptors

    def match_images(self, img1, img2):
        kps1, descs1 = self.detect(img1)
        kps2, descs2 = self.detect(img2)
        hw1 = torch.tensor(img1.shape[:2], device=DEVICE)
        hw2 = torch.tensor(img2.shape[:2], device=DEVICE)
        lafs1 = KF.laf_from_center_scale_ori(kps1[None], torch.ones(1, len(kps1), 1, 1, device=DEVICE))
        lafs2 = KF.laf_from_center_scale_ori(kps2[None], torch.ones(1, len(kps2), 1, 1, device=DEVICE))
        with torch.inference_mode():
            dists, idxs = self.matcher(descs1, descs2, lafs1, lafs2, hw1=hw1, hw2=hw2)
        n_matches = idxs.shape[0]
        if n_matches < 4:
            raise ValueError(f"only {n_matches} matches found")
        kp1_xy = kps1[idxs[:, 0]].cpu().numpy()
        kp2_xy = kps2[idxs[:, 1]].cpu().numpy()
        match_dists = dists.squeeze(-1).tolist()
        return kp1_xy, kp2_xy, match_dists


def estimate_rigid_transform(kp1_xy, kp2_xy):
    M, inliers = cv2.estimateAffinePartial2D(kp2_xy, kp1_xy, method=cv2.RANSAC,
                                             ransacReprojThreshold=5.0)
    return M, inliers.ravel().astype(bool)


def register_pair(fixed_path, moving_path, max_dim=1024):
    fixed = io.imread(fixed_path)
    moving = io.imread(moving_path)
    scale = max_dim / max(fixed.shape[:2])
    fixed = (transform.rescale(fixed, scale, channel_axis=-1 if fixed.ndim == 3 else None) * 255).astype(np.uint8)
    moving = (transform.rescale(moving, scale, channel_axis=-1 if moving.ndim == 3 else None) * 255).astype(np.uint8)
    matcher = DiskLightGlueMatcher()
    kp1_xy, kp2_xy, match_dists = matcher.match_images(fixed, moving)
    M, inliers = estimate_rigid_transform(kp1_xy, kp2_xy)
    print(f"{inliers.sum()}/{len(inliers)} inliers, median match distance {np.median(match_dists):.3f}")
    return M


if __name__ == "__main__":
    print(register_pair("slides/HE.png", "slides/CD8.png"))
