# expect: none
# source: https://github.com/miki998/YoloV4_PyTorch/pull/3 ("bug fix: data needs to first be moved to cpu if cuda is enabled": "I was getting this error `TypeError: can’t convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first` when `use_cuda` is set to `True`"; closed by its author, "closing this PR as i accidentally included my ipynb. Will submit a new PR shortly.", and resubmitted as https://github.com/miki998/YoloV4_PyTorch/pull/4, merged, commit 3da94da: `boxes.append(get_region_boxes1(list_boxes[i].data.numpy(), ...))` -> `if use_cuda: boxes.append(get_region_boxes1(list_boxes[i].cpu().data.numpy(), ...))` / `else: boxes.append(get_region_boxes1(list_boxes[i].data.numpy(), ...))`); code: miki998/YoloV4_PyTorch at 3da94da^ `utils/utils.py` (`do_detect`, `get_region_boxes1`, `nms`)
# note: single file, the project's `utils/utils.py` reduced: `do_detect(model, img, conf_thresh, nms_thresh, use_cuda=1)` moves the image to the GPU (`if use_cuda: img = img.cuda()`, on by default) and runs the model on it, so the model is on the GPU too and the three yolo maps in `list_boxes` are cuda tensors; `list_boxes[i].data.numpy()` raises "can't convert CUDA tensor to numpy". Traps: `.data` drops the graph of a model run without no_grad (no TL002); `get_region_boxes1`, `sigmoid`, `softmax` and `bbox_iou` work on NumPy arrays and floats; `nms` fills `det_confs`, made by `torch.zeros` on the host, with NumPy floats; the PIL/cv2 input is built on the host (`torch.ByteTensor`, `torch.from_numpy`) before the move. Twin: PR #4's fix, `if use_cuda:` converts `list_boxes[i].cpu().data.numpy()` and only the `else:` branch, where the image and so the model stayed on the host, keeps `list_boxes[i].data.numpy()`.
import time

import numpy as np
import torch
from PIL import Image


def sigmoid(x):
    return 1.0 / (np.exp(-x) + 1.)


def softmax(x):
    x = np.exp(x - np.expand_dims(np.max(x, axis=1), axis=1))
    return x / np.expand_dims(x.sum(axis=1), axis=1)


def bbox_iou(box1, box2):
    # boxes are (cx, cy, w, h)
    mx = min(box1[0] - box1[2] / 2.0, box2[0] - box2[2] / 2.0)
    Mx = max(box1[0] + box1[2] / 2.0, box2[0] + box2[2] / 2.0)
    my = min(box1[1] - box1[3] / 2.0, box2[1] - box2[3] / 2.0)
    My = max(box1[1] + box1[3] / 2.0, box2[1] + box2[3] / 2.0)
    cw = box1[2] + box2[2] - (Mx - mx)
    ch = box1[3] + box2[3] - (My - my)
    if cw <= 0 or ch <= 0:
        return 0.0
    carea = cw * ch
    return carea / (box1[2] * box1[3] + box2[2] * box2[3] - carea)


def nms(boxes, nms_thresh):
    if len(boxes) == 0:
        return boxes
    det_confs = torch.zeros(len(boxes))
    for i in range(len(boxes)):
        det_confs[i] = 1 - float(boxes[i][4])
    _, sortIds = torch.sort(det_confs)
    out_boxes = []
    for i in range(len(boxes)):
        box_i = boxes[sortIds[i]]
        if box_i[4] > 0:
            out_boxes.append(box_i)
            for j in range(i + 1, len(boxes)):
                box_j = boxes[sortIds[j]]
                if bbox_iou(box_i, box_j) > nms_thresh:
                    box_j[4] = 0
    return out_boxes


def get_region_boxes1(output, conf_thresh, num_classes, anchors, num_anchors):
    anchor_step = len(anchors) // num_anchors
    if len(output.shape) == 3:
        output = np.expand_dims(output, axis=0)
    batch, _, h, w = output.shape
    output = output.reshape(batch * num_anchors, 5 + num_classes, h * w).transpose((1, 0, 2)).reshape(
        5 + num_classes, batch * num_anchors * h * w)
    grid_x = np.tile(np.linspace(0, w - 1, w), batch * num_anchors * h)
    grid_y = np.tile(np.repeat(np.linspace(0, h - 1, h), w), batch * num_anchors)
    xs = sigmoid(output[0]) + grid_x
    ys = sigmoid(output[1]) + grid_y
    anchor_w = np.array(anchors).reshape((num_anchors, anchor_step))[:, 0].repeat(h * w)
    anchor_h = np.array(anchors).reshape((num_anchors, anchor_step))[:, 1].repeat(h * w)
    ws = np.exp(output[2]) * np.tile(anchor_w, batch)
    hs = np.exp(output[3]) * np.tile(anchor_h, batch)
    det_confs = sigmoid(output[4])
    cls_confs = softmax(output[5:5 + num_classes].transpose(1, 0))
    cls_max_confs = np.max(cls_confs, 1)
    cls_max_ids = np.argmax(cls_confs, 1)
    keep = np.nonzero(det_confs > conf_thresh)[0]
    boxes = [[xs[i] / w, ys[i] / h, ws[i] / w, hs[i] / h, det_confs[i], cls_max_confs[i], cls_max_ids[i]]
             for i in keep]
    return [boxes]


def do_detect(model, img, conf_thresh, nms_thresh, use_cuda=1):
    model.eval()
    t0 = time.time()

    if isinstance(img, Image.Image):
        width, height = img.width, img.height
        img = torch.ByteTensor(torch.ByteStorage.from_buffer(img.tobytes()))
        img = img.view(height, width, 3).transpose(0, 1).transpose(0, 2).contiguous()
        img = img.view(1, 3, height, width).float().div(255.0)
    elif type(img) == np.ndarray:  # cv2 image
        img = torch.from_numpy(img.transpose(2, 0, 1)).float().div(255.0).unsqueeze(0)
    else:
        raise TypeError("unknow image type: {}".format(type(img)))

    if use_cuda:
        img = img.cuda()
    img = torch.autograd.Variable(img)

    list_boxes = model(img)

    anchors = [12, 16, 19, 36, 40, 28, 36, 75, 76, 55, 72, 146, 142, 110, 192, 243, 459, 401]
    num_anchors = 9
    anchor_masks = [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
    strides = [8, 16, 32]
    anchor_step = len(anchors) // num_anchors
    boxes = []
    for i in range(3):
        masked_anchors = []
        for m in anchor_masks[i]:
            masked_anchors += anchors[m * anchor_step:(m + 1) * anchor_step]
        masked_anchors = [anchor / strides[i] for anchor in masked_anchors]
        if use_cuda:
            boxes.append(get_region_boxes1(list_boxes[i].cpu().data.numpy(), 0.6, 80, masked_anchors, len(anchor_masks[i])))
        else:
            boxes.append(get_region_boxes1(list_boxes[i].data.numpy(), 0.6, 80, masked_anchors, len(anchor_masks[i])))

    boxes = boxes[0][0] + boxes[1][0] + boxes[2][0]
    boxes = nms(boxes, nms_thresh)
    print('detect + nms : %f s' % (time.time() - t0))
    return boxes
