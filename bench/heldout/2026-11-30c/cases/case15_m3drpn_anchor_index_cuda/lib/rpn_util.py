"""This file is meant to contain functions which are specific to region proposal networks."""
import numpy as np
import torch


def generate_anchors(conf, imdb):
    """
    Generates the anchors according to the configuration and
    (for 3D) based on the imdb properties.
    """
    anchors = np.zeros([len(conf.anchor_scales)*len(conf.anchor_ratios), 4], dtype=np.float32)
    aind = 0
    # compute simple anchors based on scale/ratios
    for scale in conf.anchor_scales:
        for ratio in conf.anchor_ratios:
            anchors[aind, 0:4] = anchor_center(scale * ratio, scale, conf.feat_stride)
            aind += 1

    # has 3d? then need to compute stats for each new dimension: [z3d, w3d, h3d, l3d, rotY]
    if conf.has_3d:
        anchors = np.concatenate((anchors, np.zeros([anchors.shape[0], 5])), axis=1)
        anchors_3d = [[] for x in range(anchors.shape[0])]
        for imobj in imdb:
            gts = bbXYWH2Coords(np.array([gt.bbox_full for gt in imobj.gts]) * imobj.scale_factor)
            gts_3d = np.array([gt.bbox_3d for gt in imobj.gts])
            # center the boxes so that only their shape is compared with the anchors'
            normalized_gts = gts - np.tile((gts[:, 0:2] + gts[:, 2:4]) / 2, 2)
            ols = iou(anchors[:, 0:4], normalized_gts)
            for gtind, aind in enumerate(np.argmax(ols, axis=0)):
                anchors_3d[aind].append(gts_3d[gtind, 2:7])
        for aind in range(0, anchors.shape[0]):
            if len(anchors_3d[aind]) > 0:
                anchors[aind, 4:9] = np.mean(np.array(anchors_3d[aind]), axis=0)

    conf.anchors = anchors


def compute_bbox_stats(conf, imdb):
    """Mean and std of the foreground targets [dx, dy, dw, dh, dz3d, dry3d], used to normalize them."""
    fg_targets = []
    for imobj in imdb:
        rois = locate_anchors(conf.anchors, imobj.feat_size, conf.feat_stride)
        gts = bbXYWH2Coords(np.array([gt.bbox_full for gt in imobj.gts]) * imobj.scale_factor)
        lbls = np.array([conf.lbls.index(gt.cls) for gt in imobj.gts])
        transforms = compute_targets(gts, rois, conf.fg_thresh, conf.bg_thresh_hi, conf.anchors,
                                     np.array([gt.bbox_3d for gt in imobj.gts]), lbls, rois[:, 4])
        fg_targets.append(transforms[transforms[:, 4] > 0][:, [0, 1, 2, 3, 5, 6]])
    fg_targets = np.concatenate(fg_targets)
    conf.bbox_means = fg_targets.mean(axis=0, keepdims=True)
    conf.bbox_stds = fg_targets.std(axis=0, keepdims=True) + 1e-8


def anchor_center(w, h, stride):
    """Centers an anchor based on a stride and the anchor shape (w, h)."""
    return np.array([-w / 2, -h / 2, w / 2, h / 2], dtype=np.float32) + (stride - 1) / 2


def bbXYWH2Coords(box):
    """Convert from [x, y, w, h] to [x1, y1, x2, y2]."""
    box = box.copy().astype(np.float64)
    box[:, 2] = box[:, 0] + box[:, 2] - 1
    box[:, 3] = box[:, 1] + box[:, 3] - 1
    return box


def iou(box_a, box_b):
    """Computes the pairwise IoU of two sets of [x1, y1, x2, y2] boxes (ndarray)."""
    inter_w = np.clip(np.minimum(box_a[:, None, 2], box_b[None, :, 2]) - np.maximum(box_a[:, None, 0], box_b[None, :, 0]) + 1, 0, None)
    inter_h = np.clip(np.minimum(box_a[:, None, 3], box_b[None, :, 3]) - np.maximum(box_a[:, None, 1], box_b[None, :, 1]) + 1, 0, None)
    inter = inter_w * inter_h
    area_a = (box_a[:, 2] - box_a[:, 0] + 1) * (box_a[:, 3] - box_a[:, 1] + 1)
    area_b = (box_b[:, 2] - box_b[:, 0] + 1) * (box_b[:, 3] - box_b[:, 1] + 1)
    return inter / (area_a[:, None] + area_b[None, :] - inter)


def locate_anchors(anchors, feat_size, stride, convert_tensor=False):
    """Spreads each anchor across a feature map: [(W x H x A) x 5] rows of [x1, y1, x2, y2, anchor_index]."""
    shift_x = np.array(range(0, feat_size[1], 1)) * float(stride)
    shift_y = np.array(range(0, feat_size[0], 1)) * float(stride)
    [shift_x, shift_y] = np.meshgrid(shift_x, shift_y)

    rois = np.expand_dims(anchors[:, 0:4], axis=1)
    shift = np.stack([shift_x, shift_y, shift_x, shift_y], axis=-1).reshape(1, -1, 4)
    boxes = rois + shift                                       # [A, H*W, 4]
    tracker = np.repeat(np.arange(anchors.shape[0], dtype=float)[:, None], shift.shape[1], axis=1)

    # anchors vary fastest, to match the flattening of the network outputs
    rois = np.concatenate([boxes, tracker[..., None]], axis=2).transpose(1, 0, 2).reshape(-1, 5)
    return torch.from_numpy(rois).float() if convert_tensor else rois


def compute_targets(gts_val, rois, fg_thresh, bg_thresh_hi, anchors, gts_3d, box_lbls, tracker):
    """
    Regression targets of every roi: [dx, dy, dw, dh, label, dz3d, dry3d] where the label is the
    class index + 1 for foreground, -1 for background and 0 for ignored rois.
    """
    transforms = np.zeros([rois.shape[0], 7], dtype=np.float32)
    if gts_val.shape[0] == 0:
        transforms[:, 4] = -1
        return transforms
    ols = iou(rois[:, 0:4], gts_val)
    best, best_ol = np.argmax(ols, axis=1), np.max(ols, axis=1)
    gt = gts_val[best]

    widths, heights = rois[:, 2] - rois[:, 0] + 1.0, rois[:, 3] - rois[:, 1] + 1.0
    gt_widths, gt_heights = gt[:, 2] - gt[:, 0] + 1.0, gt[:, 3] - gt[:, 1] + 1.0
    transforms[:, 0] = (gt[:, 0] + 0.5 * gt_widths - rois[:, 0] - 0.5 * widths) / widths
    transforms[:, 1] = (gt[:, 1] + 0.5 * gt_heights - rois[:, 1] - 0.5 * heights) / heights
    transforms[:, 2] = np.log(gt_widths / widths)
    transforms[:, 3] = np.log(gt_heights / heights)
    transforms[:, 4] = np.where(best_ol >= fg_thresh, box_lbls[best] + 1, np.where(best_ol < bg_thresh_hi, -1, 0))

    src_anchors = anchors[tracker.astype(np.int64), :]
    transforms[:, 5] = gts_3d[best, 2] - src_anchors[:, 4]
    transforms[:, 6] = gts_3d[best, 6] - src_anchors[:, 8]
    return transforms
