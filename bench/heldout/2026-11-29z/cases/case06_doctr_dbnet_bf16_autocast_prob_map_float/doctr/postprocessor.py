"""DBNet post-processing on NumPy probability maps."""

from typing import List

import numpy as np
from scipy import ndimage


class DBPostProcessor:
    """Turns a probability map into relative boxes with a confidence score.

    Args:
        bin_thresh: threshold used to binarize the probability map
        box_thresh: minimal mean probability for a box to be kept
        assume_straight_pages: only axis-aligned boxes are produced
    """

    def __init__(self, bin_thresh: float = 0.3, box_thresh: float = 0.1,
                 assume_straight_pages: bool = True) -> None:
        self.bin_thresh = bin_thresh
        self.box_thresh = box_thresh
        self.assume_straight_pages = assume_straight_pages
        self.min_size_box = 3

    def bitmap_to_boxes(self, pred: np.ndarray, bitmap: np.ndarray) -> np.ndarray:
        height, width = bitmap.shape[:2]
        labels, _ = ndimage.label(bitmap)
        boxes = []
        for slice_y, slice_x in ndimage.find_objects(labels):
            h = slice_y.stop - slice_y.start
            w = slice_x.stop - slice_x.start
            if min(h, w) < self.min_size_box:
                continue
            score = float(pred[slice_y, slice_x].mean())
            if score < self.box_thresh:
                continue
            # Expand the shrunk text kernel back (DB unclip ratio ~1.5).
            pad_y, pad_x = 0.25 * h, 0.25 * w
            xmin = max(slice_x.start - pad_x, 0) / width
            ymin = max(slice_y.start - pad_y, 0) / height
            xmax = min(slice_x.stop + pad_x, width) / width
            ymax = min(slice_y.stop + pad_y, height) / height
            boxes.append([xmin, ymin, xmax, ymax, score])
        if not boxes:
            return np.zeros((0, 5), dtype=np.float32)
        return np.clip(np.asarray(boxes, dtype=np.float32), 0, 1)

    def __call__(self, proba_map: np.ndarray) -> List[List[np.ndarray]]:
        """Args:
            proba_map: N x H x W x C probabilities in [0, 1]

        Returns:
            one list per page, with one (K, 5) array of boxes per class
        """
        if proba_map.ndim != 4:
            raise AssertionError(f"arg `proba_map` is expected to be 4-dimensional, got {proba_map.ndim}.")
        bin_map = [
            [ndimage.binary_opening(page[..., idx] >= self.bin_thresh, structure=np.ones((3, 3)))
             for idx in range(proba_map.shape[-1])]
            for page in proba_map
        ]
        return [
            [self.bitmap_to_boxes(pmaps[..., idx], bmaps[idx]) for idx in range(proba_map.shape[-1])]
            for pmaps, bmaps in zip(proba_map, bin_map)
        ]
