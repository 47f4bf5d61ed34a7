import numpy as np
import torch
from torchvision.ops import nms


def xywh2xyxy(x):
    y = torch.zeros_like(x) if x.dtype is torch.float32 else np.zeros_like(x)
    y[:, 0] = x[:, 0] - x[:, 2] / 2
    y[:, 1] = x[:, 1] - x[:, 3] / 2
    y[:, 2] = x[:, 0] + x[:, 2] / 2
    y[:, 3] = x[:, 1] + x[:, 3] / 2
    return y


def non_max_suppression(prediction, conf_thres=0.5, nms_thres=0.4):
    """Returns detections with shape (x1, y1, x2, y2, object_conf, class_score, class_pred, embedding...)
    on the same device as `prediction`."""
    output = [None for _ in range(len(prediction))]
    for image_i, pred in enumerate(prediction):
        v = pred[:, 4] > conf_thres
        v = v.nonzero().squeeze()
        if len(v.shape) == 0:
            v = v.unsqueeze(0)
        pred = pred[v]
        if pred.shape[0] == 0:
            continue
        pred[:, :4] = xywh2xyxy(pred[:, :4])
        nms_indices = nms(pred[:, :4], pred[:, 4], nms_thres)
        output[image_i] = pred[nms_indices]
    return output


def scale_coords(img_size, coords, img0_shape):
    gain_w = float(img_size[0]) / img0_shape[1]
    gain_h = float(img_size[1]) / img0_shape[0]
    gain = min(gain_w, gain_h)
    pad_x = (img_size[0] - img0_shape[1] * gain) / 2
    pad_y = (img_size[1] - img0_shape[0] * gain) / 2
    coords[:, [0, 2]] -= pad_x
    coords[:, [1, 3]] -= pad_y
    coords[:, 0:4] /= gain
    coords[:, :4] = torch.clamp(coords[:, :4], min=0)
    return coords
