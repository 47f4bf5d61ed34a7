# expect: none
# source: https://github.com/XinzeLee/PolygonObjectDetection/issues/52 ("TypeError": running the train demo of the polygon YOLOv5 fails with "can't convert cuda:0 device type tensor to numpy.") - fixed twin of case30
# note: reconstruction of the fix at the call site: train.py copies the targets to the host (`targets.cpu()`) before calling to_np(), so np.ascontiguousarray receives a CPU tensor without grad and converts it. utils/general.py is unchanged from case30; the deciding evidence is in train.py.
import numpy as np


def to_np(x, dtype=np.float32):
    """Targets [img_idx, cls, x1, y1, ..., x4, y4] as a contiguous float array for the cv2 drawing code."""
    return np.ascontiguousarray(x, dtype=dtype)


def polygon_to_hbb(polys):
    polys = polys.reshape(-1, 4, 2)
    return np.concatenate([polys.min(1), polys.max(1)], axis=1)
