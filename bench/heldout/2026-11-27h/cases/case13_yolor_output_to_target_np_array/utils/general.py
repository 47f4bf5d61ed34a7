"""Box utilities used by test.py (trimmed from the repository's utils/general.py)."""
import torch


def xywh2xyxy(x):
    y = x.clone()
    y[:, 0] = x[:, 0] - x[:, 2] / 2
    y[:, 1] = x[:, 1] - x[:, 3] / 2
    y[:, 2] = x[:, 0] + x[:, 2] / 2
    y[:, 3] = x[:, 1] + x[:, 3] / 2
    return y


def non_max_suppression(prediction, conf_thres=0.1, iou_thres=0.6):
    """Returns one (n, 6) tensor [x1, y1, x2, y2, conf, cls] per image, on the input's device."""
    output = [None] * prediction.shape[0]
    for xi, x in enumerate(prediction):
        x = x[x[:, 4] > conf_thres]
        if not x.shape[0]:
            continue
        x[:, 5:] *= x[:, 4:5]
        box = xywh2xyxy(x[:, :4])
        conf, j = x[:, 5:].max(1, keepdim=True)
        det = torch.cat((box, conf, j.float()), 1)
        output[xi] = det[conf.view(-1) > conf_thres]
    return output
