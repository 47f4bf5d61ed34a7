import torch
import numpy as np
import cv2
import seaborn as sns


def nms(bbox, thresh, score=None, limit=None):
    """Suppress bounding boxes according to their IoUs and confidence scores (NumPy arrays).

    from: https://github.com/chainer/chainercv
    """
    if len(bbox) == 0:
        return np.zeros((0,), dtype=np.int32)
    if score is not None:
        order = score.argsort()[::-1]
        bbox = bbox[order]
    bbox_area = np.prod(bbox[:, 2:] - bbox[:, :2], axis=1)
    selec = np.zeros(bbox.shape[0], dtype=bool)
    for i, b in enumerate(bbox):
        tl = np.maximum(b[:2], bbox[selec, :2])
        br = np.minimum(b[2:], bbox[selec, 2:])
        area = np.prod(br - tl, axis=1) * (tl < br).all(axis=1)
        iou = area / (bbox_area[i] + bbox_area[selec] - area)
        if (iou >= thresh).any():
            continue
        selec[i] = True
        if limit is not None and np.count_nonzero(selec) >= limit:
            break
    selec = np.where(selec)[0]
    if score is not None:
        selec = order[selec]
    return selec.astype(np.int32)


def postprocess(prediction, num_classes, conf_thre=0.7, nms_thre=0.45):
    """
    Postprocess for the output of YOLO model: box transformation, class of each detection,
    and class-wise non-maximum suppression.
    Returns:
        output (list of torch tensor): per image, (x1, y1, x2, y2, obj_conf, class_conf, class_pred
            [, sigma_x, sigma_y, sigma_w, sigma_h]) rows, on the device of ``prediction``.
    """
    # in gaussian YOLOv3 case, uncertainties of x, y, w, and h are
    # concatenated to the last axis of prediction
    gaussian = prediction.shape[-1] > num_classes + 5

    box_corner = prediction.new(prediction.shape)
    box_corner[:, :, 0] = prediction[:, :, 0] - prediction[:, :, 2] / 2
    box_corner[:, :, 1] = prediction[:, :, 1] - prediction[:, :, 3] / 2
    box_corner[:, :, 2] = prediction[:, :, 0] + prediction[:, :, 2] / 2
    box_corner[:, :, 3] = prediction[:, :, 1] + prediction[:, :, 3] / 2
    prediction[:, :, :4] = box_corner[:, :, :4]
    output = [None for _ in range(len(prediction))]
    for i, image_pred in enumerate(prediction):
        # Filter out confidence scores below threshold
        class_pred = torch.max(image_pred[:, 5:5 + num_classes], 1)[0]
        conf_mask = (image_pred[:, 4] * class_pred >= conf_thre).squeeze()
        image_pred = image_pred[conf_mask]
        if not image_pred.size(0):
            continue
        class_conf, class_pred = torch.max(image_pred[:, 5:5 + num_classes], 1, keepdim=True)
        detections = torch.cat((image_pred[:, :5], class_conf.float(), class_pred.float()), 1)
        if gaussian:
            detections = torch.cat((detections, image_pred[:, -4:]), 1)

        # Iterate through all predicted classes
        unique_labels = detections[:, 6].cpu().unique()
        if prediction.is_cuda:
            unique_labels = unique_labels.cuda()
        for c in unique_labels:
            detections_class = detections[detections[:, 6] == c]
            nms_in = detections_class.cpu().numpy()
            nms_out_index = nms(nms_in[:, :4], nms_thre, score=nms_in[:, 4] * nms_in[:, 5])
            detections_class = detections_class[nms_out_index]
            if output[i] is None:
                output[i] = detections_class
            else:
                output[i] = torch.cat((output[i], detections_class))
    return output


def yolobox2label(box, info_img):
    """Transform a box [y1, x1, y2, x2] in the pre-processed image to the original image."""
    h, w, nh, nw, dx, dy = info_img
    y1, x1, y2, x2 = box
    box_h = ((y2 - y1) / nh) * h
    box_w = ((x2 - x1) / nw) * w
    y1 = ((y1 - dy) / nh) * h
    x1 = ((x1 - dx) / nw) * w
    return [y1, x1, y1 + box_h, x1 + box_w]


def preprocess(img, imgsize, jitter=0):
    """Pad the shorter side of the image and resize it to (imgsize, imgsize); returns (img, info_img)."""
    h, w, _ = img.shape
    img = img[:, :, ::-1]
    new_ar = w / h
    nw, nh = (int(imgsize * new_ar), imgsize) if new_ar < 1 else (imgsize, int(imgsize / new_ar))
    dx = (imgsize - nw) // 2
    dy = (imgsize - nh) // 2
    img = cv2.resize(img, (nw, nh))
    sized = np.ones((imgsize, imgsize, 3), dtype=np.uint8) * 127
    sized[dy:dy+nh, dx:dx+nw, :] = img
    return sized, (h, w, nh, nw, dx, dy)


def get_coco_label_names(coco_label_names_file='data/coco.names'):
    """COCO label names, the COCO ids of the 80 classes, and one random color per class."""
    with open(coco_label_names_file) as f:
        coco_label_names = ('background',) + tuple(line.strip() for line in f if line.strip())
    coco_class_ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20,
                      21, 22, 23, 24, 25, 27, 28, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44,
                      46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 67,
                      70, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 84, 85, 86, 87, 88, 89, 90]
    palette = sns.color_palette(n_colors=len(coco_class_ids))
    coco_cls_colors = (np.array(palette) * 255).astype(np.int64)
    return coco_label_names, coco_class_ids, coco_cls_colors
