# expect: TL003
# source: https://github.com/XinzeLee/PolygonObjectDetection/issues/52 ("TypeError": running the train demo of the polygon YOLOv5 fails with "can't convert cuda:0 device type tensor to numpy.")
# note: reconstruction of a label helper in utils/general.py and its caller: train.py moves each batch's polygon targets to the training device (cuda) and passes them to to_np() for the batch mosaic; np.ascontiguousarray converts the cuda tensor with NumPy. The targets carry no grad (labels from the loader).
import numpy as np


def to_np(x, dtype=np.float32):
    """Targets [img_idx, cls, x1, y1, ..., x4, y4] as a contiguous float array for the cv2 drawing code."""
    return np.ascontiguousarray(x, dtype=dtype)


def polygon_to_hbb(polys):
    polys = polys.reshape(-1, 4, 2)
    return np.concatenate([polys.min(1), polys.max(1)], axis=1)
