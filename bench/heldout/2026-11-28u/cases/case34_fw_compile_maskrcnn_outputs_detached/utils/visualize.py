"""Overlay instance masks and boxes on an image (inputs are NumPy arrays)."""
import colorsys

import numpy as np
from PIL import Image, ImageDraw


def palette(n, seed=0):
    rng = np.random.default_rng(seed)
    hues = rng.permutation(n) / max(n, 1)
    return [tuple(int(255 * c) for c in colorsys.hsv_to_rgb(h, 0.7, 1.0)) for h in hues]


def overlay_instances(image: np.ndarray, boxes: np.ndarray, masks: np.ndarray, labels, scores: np.ndarray,
                      class_names, alpha=0.45):
    """image: HxWx3 uint8; boxes: Nx4 xyxy; masks: NxHxW bool; labels: N ints; scores: N floats."""
    out = image.astype(np.float32)
    colors = palette(len(boxes))
    for m, c in zip(masks, colors):
        out[m] = (1 - alpha) * out[m] + alpha * np.array(c, dtype=np.float32)
    canvas = Image.fromarray(out.clip(0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(canvas)
    for (x0, y0, x1, y1), lab, s, c in zip(boxes, labels, scores, colors):
        draw.rectangle([x0, y0, x1, y1], outline=c, width=2)
        draw.text((x0 + 2, y0 + 2), "{} {:.2f}".format(class_names[int(lab)], float(s)), fill=c)
    return canvas
