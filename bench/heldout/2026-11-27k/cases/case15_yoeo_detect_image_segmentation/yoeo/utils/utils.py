import torch
import torch.nn.functional as F
import torchvision


def xywh2xyxy(x):
    y = x.new(x.shape)
    y[..., 0], y[..., 1] = x[..., 0] - x[..., 2] / 2, x[..., 1] - x[..., 3] / 2
    y[..., 2], y[..., 3] = x[..., 0] + x[..., 2] / 2, x[..., 1] + x[..., 3] / 2
    return y


def non_max_suppression(prediction, conf_thres=0.25, iou_thres=0.45, max_det=300):
    """Returns one (n, 6) tensor per image, [xyxy, conf, cls], always on the CPU."""
    output = [torch.zeros((0, 6), device="cpu")] * prediction.shape[0]
    for xi, x in enumerate(prediction):
        x = x[x[..., 4] > conf_thres]
        if not x.shape[0]:
            continue
        x[:, 5:] *= x[:, 4:5]
        box = xywh2xyxy(x[:, :4])
        conf, j = x[:, 5:].max(1, keepdim=True)
        x = torch.cat((box, conf, j.float()), 1)[conf.view(-1) > conf_thres]
        i = torchvision.ops.batched_nms(x[:, :4], x[:, 4], x[:, 5], iou_thres)[:max_det]
        output[xi] = x[i].detach().cpu()
    return output


def rescale_boxes(boxes, current_dim, original_shape):
    orig_h, orig_w = original_shape
    pad_x = max(orig_h - orig_w, 0) * (current_dim / max(original_shape))
    pad_y = max(orig_w - orig_h, 0) * (current_dim / max(original_shape))
    unpad_h, unpad_w = current_dim - pad_y, current_dim - pad_x
    boxes[:, 0] = ((boxes[:, 0] - pad_x // 2) / unpad_w) * orig_w
    boxes[:, 1] = ((boxes[:, 1] - pad_y // 2) / unpad_h) * orig_h
    boxes[:, 2] = ((boxes[:, 2] - pad_x // 2) / unpad_w) * orig_w
    boxes[:, 3] = ((boxes[:, 3] - pad_y // 2) / unpad_h) * orig_h
    return boxes


def rescale_segmentation(segmentation, original_shape):
    seg = segmentation.unsqueeze(1).float()
    return F.interpolate(seg, size=tuple(original_shape), mode="nearest")[0, 0].to(torch.uint8)
