# expect: none
# source: https://github.com/JDAI-CV/Down-to-the-Last-Detail-Virtual-Try-on-with-Detail-Carving/issues/12 ("Error While Prining the Filnal outout in demo.py": "TypeError: can't convert CUDA tensor to numpy" from utils/pose_utils.py, line 154, in save_img: `img.append(np.concatenate([image[i] for image in images], axis=1))`)
# note: fixed twin of case17 with the copy done in the caller: demo.py still runs the generators on cuda under no_grad but builds the image list as `to_image(t).cpu()`, so np.concatenate receives host tensors without grad (float32) and converts them. This file is unchanged apart from its header lines; the deciding evidence is in demo.py.
import os

import cv2
import numpy as np

LIMB_SEQ = [[2, 3], [2, 6], [3, 4], [4, 5], [6, 7], [7, 8], [2, 9], [9, 10], [10, 11], [2, 12], [12, 13], [13, 14]]


def map_to_cord(pose_map, threshold=0.1):
    all_peaks = [[] for _ in range(18)]
    pose_map = pose_map[..., :18]
    y, x, z = np.where(np.logical_and(pose_map == pose_map.max(axis=(0, 1)), pose_map > threshold))
    for x_i, y_i, z_i in zip(x, y, z):
        all_peaks[z_i].append([x_i, y_i])
    return np.array([peaks[0] if peaks else [-1, -1] for peaks in all_peaks]).astype(int)


def draw_pose_from_cords(pose_joints, img_size, radius=2):
    colors = np.zeros(shape=img_size + (3,), dtype=np.uint8)
    for f, t in LIMB_SEQ:
        if min(pose_joints[f - 1].min(), pose_joints[t - 1].min()) < 0:
            continue
        cv2.line(colors, tuple(map(int, pose_joints[f - 1])), tuple(map(int, pose_joints[t - 1])), (255, 0, 0), radius)
    return colors


def save_img(images, path, names):
    """images: list of (N, H, W, 3) batches in [0, 255]; writes one side-by-side strip per sample."""
    os.makedirs(path, exist_ok=True)
    for i in range(len(names)):
        img = np.concatenate([image[i] for image in images], axis=1)
        cv2.imwrite(os.path.join(path, names[i]), cv2.cvtColor(img.astype(np.uint8), cv2.COLOR_RGB2BGR))
