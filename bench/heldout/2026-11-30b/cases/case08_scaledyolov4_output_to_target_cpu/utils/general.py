# expect: none
# source: https://github.com/WongKinYiu/ScaledYOLOv4/issues/318 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I am trying to train model and got this issue"; adakoda: "Solution B: Update code like 5fb6832 ... `for pred in o.cpu():`" in `output_to_target` of utils/general.py), same traceback as https://github.com/WongKinYiu/ScaledYOLOv4/issues/240 ("plot_images(img, output_to_target(output, width, height), paths, str(f), names) ... in output_to_target return np.array(targets) ... TypeError: can't convert cuda:0 device type tensor to numpy"); code: WongKinYiu/ScaledYOLOv4 6768003 (yolov4-large) `utils/general.py`, `test.py`, `utils/torch_utils.py`, `models/experimental.py`
# note: ScaledYOLOv4 reduced to 5 files: `test.py` takes the device from `select_device` (utils/torch_utils.py: `torch.device('cuda:0' if cuda else 'cpu')`) or, when train.py calls it, from `next(model.parameters()).device`; the images go `.to(device)`, `non_max_suppression` keeps each image's detections on the images' device, and for the first batch `test` calls `plot_images(img, output_to_target(output, width, height), ...)`. `output_to_target` only copies when `output` is one tensor; NMS returns a list, so it iterates the cuda rows, builds `w`, `h`, `x`, `y`, `conf` as 0-d cuda tensors and `np.array(targets)` converts them: "can't convert cuda:0 device type tensor to numpy". Traps: `cls = int(pred[5])` is a host int; `plot_images` copies tensors itself (`images.cpu().float().numpy()`, `targets.cpu().numpy()`); `test` appends `correct.cpu()`, `pred[:, 4].cpu()` and `tcls` lists before `np.concatenate`; the statistics are NumPy arrays. Twin: `for pred in o.cpu():` (adakoda's Solution B, after tbeatty's commit 5fb6832), so every 0-d value in `targets` is a host tensor.
import math
import time

import numpy as np
import torch
import torchvision


def check_img_size(img_size, s=32):
    # Verify img_size is a multiple of stride s
    new_size = math.ceil(img_size / int(s)) * int(s)  # ceil gs-multiple
    if new_size != img_size:
        print('WARNING: --img-size %g must be multiple of max stride %g, updating to %g' % (img_size, s, new_size))
    return new_size


def xywh2xyxy(x):
    # Convert nx4 boxes from [x, y, w, h] to [x1, y1, x2, y2] where xy1=top-left, xy2=bottom-right
    y = torch.zeros_like(x) if isinstance(x, torch.Tensor) else np.zeros_like(x)
    y[:, 0] = x[:, 0] - x[:, 2] / 2  # top left x
    y[:, 1] = x[:, 1] - x[:, 3] / 2  # top left y
    y[:, 2] = x[:, 0] + x[:, 2] / 2  # bottom right x
    y[:, 3] = x[:, 1] + x[:, 3] / 2  # bottom right y
    return y


def clip_coords(boxes, img_shape):
    # Clip bounding xyxy bounding boxes to image shape (height, width)
    boxes[:, 0].clamp_(0, img_shape[1])  # x1
    boxes[:, 1].clamp_(0, img_shape[0])  # y1
    boxes[:, 2].clamp_(0, img_shape[1])  # x2
    boxes[:, 3].clamp_(0, img_shape[0])  # y2


def box_iou(box1, box2):
    # https://github.com/pytorch/vision/blob/master/torchvision/ops/boxes.py
    def box_area(box):
        # box = 4xn
        return (box[2] - box[0]) * (box[3] - box[1])

    area1 = box_area(box1.T)
    area2 = box_area(box2.T)

    # inter(N,M) = (rb(N,M,2) - lt(N,M,2)).clamp(0).prod(2)
    inter = (torch.min(box1[:, None, 2:], box2[:, 2:]) - torch.max(box1[:, None, :2], box2[:, :2])).clamp(0).prod(2)
    return inter / (area1[:, None] + area2 - inter)  # iou = inter / (area1 + area2 - inter)


def non_max_suppression(prediction, conf_thres=0.1, iou_thres=0.6, classes=None, agnostic=False):
    """Performs Non-Maximum Suppression (NMS) on inference results

    Returns:
         detections with shape: nx6 (x1, y1, x2, y2, conf, cls)
    """
    if prediction.dtype is torch.float16:
        prediction = prediction.float()  # to FP32

    nc = prediction[0].shape[1] - 5  # number of classes
    xc = prediction[..., 4] > conf_thres  # candidates
    max_wh, max_det, time_limit = 4096, 300, 10.0  # max box width/height, detections per image, seconds
    multi_label = nc > 1  # multiple labels per box (adds 0.5ms/img)

    t = time.time()
    output = [None] * prediction.shape[0]
    for xi, x in enumerate(prediction):  # image index, image inference
        x = x[xc[xi]]  # confidence
        if not x.shape[0]:
            continue

        x[:, 5:] *= x[:, 4:5]  # conf = obj_conf * cls_conf
        box = xywh2xyxy(x[:, :4])

        # Detections matrix nx6 (xyxy, conf, cls)
        if multi_label:
            i, j = (x[:, 5:] > conf_thres).nonzero(as_tuple=False).T
            x = torch.cat((box[i], x[i, j + 5, None], j[:, None].float()), 1)
        else:  # best class only
            conf, j = x[:, 5:].max(1, keepdim=True)
            x = torch.cat((box, conf, j.float()), 1)[conf.view(-1) > conf_thres]
        if classes:
            x = x[(x[:, 5:6] == torch.tensor(classes, device=x.device)).any(1)]
        if not x.shape[0]:
            continue

        # Batched NMS
        c = x[:, 5:6] * (0 if agnostic else max_wh)  # classes
        boxes, scores = x[:, :4] + c, x[:, 4]  # boxes (offset by class), scores
        i = torchvision.ops.boxes.nms(boxes, scores, iou_thres)
        output[xi] = x[i[:max_det]]
        if (time.time() - t) > time_limit:
            break  # time limit exceeded

    return output


def output_to_target(output, width, height):
    # Convert model output to target format [batch_id, class_id, x, y, w, h, conf]
    if isinstance(output, torch.Tensor):
        output = output.cpu().numpy()

    targets = []
    for i, o in enumerate(output):
        if o is not None:
            for pred in o.cpu():
                box = pred[:4]
                w = (box[2] - box[0]) / width
                h = (box[3] - box[1]) / height
                x = box[0] / width + w / 2
                y = box[1] / height + h / 2
                conf = pred[4]
                cls = int(pred[5])

                targets.append([i, cls, x, y, w, h, conf])

    return np.array(targets)
