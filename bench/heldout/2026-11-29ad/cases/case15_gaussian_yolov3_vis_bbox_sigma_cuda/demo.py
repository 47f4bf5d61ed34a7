"""Gaussian YOLOv3 demo (the demo notebook as a script): detect, draw boxes and their uncertainties."""
import argparse
import sys

import cv2
import numpy as np
import torch
import yaml
from torch.autograd import Variable

from models.yolov3 import YOLOv3
from utils.utils import get_coco_label_names, postprocess, preprocess, yolobox2label
from utils.vis_bbox import vis_bbox


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument('--cfg', default='./config/gaussian_yolov3_eval.cfg')
    parser.add_argument('--ckpt', default='./gaussian_yolov3_coco.pth')
    parser.add_argument('--image', default='./data/gaussian_yolov3/traffic_1.jpg')
    parser.add_argument('--detect_thresh', type=float, default=0.3)
    parser.add_argument('--gpu', type=int, default=0, help='use CPU if gpu < 0 else use GPU')
    return parser.parse_args()


def main():
    args = parse_args()
    with open(args.cfg, 'r') as f:
        cfg = yaml.safe_load(f)
    model_config = cfg['MODEL']
    imgsize = cfg['TEST']['IMGSIZE']
    nmsthre = cfg['TEST']['NMSTHRE']
    gaussian = cfg['MODEL']['GAUSSIAN']
    confthre = args.detect_thresh or cfg['TEST']['CONFTHRE']

    model = YOLOv3(model_config)
    print("loading checkpoint %s" % (args.ckpt))
    state = torch.load(args.ckpt, map_location='cpu')
    model.load_state_dict(state['model_state_dict'] if 'model_state_dict' in state.keys() else state)
    model.eval()
    if args.gpu >= 0:
        # Send model to GPU
        model.cuda()

    img = cv2.imread(args.image)
    img_raw = img.copy()[:, :, ::-1].transpose((2, 0, 1))
    img, info_img = preprocess(img, imgsize, jitter=0)  # info = (h, w, nh, nw, dx, dy)
    img = np.transpose(img / 255., (2, 0, 1))
    img = torch.from_numpy(img).float().unsqueeze(0)
    if args.gpu >= 0:
        img = Variable(img.type(torch.cuda.FloatTensor))
    else:
        img = Variable(img.type(torch.FloatTensor))

    with torch.no_grad():
        outputs = model(img)
        outputs = postprocess(outputs, 80, confthre, nmsthre)
    if outputs[0] is None:
        print("No Objects Deteted!!")
        sys.exit(0)

    coco_class_names, coco_class_ids, coco_class_colors = get_coco_label_names()
    bboxes, classes, scores, colors, sigmas = [], [], [], [], []
    for output in outputs[0]:
        x1, y1, x2, y2, conf, cls_conf, cls_pred = output[:7]
        if gaussian:
            sigma_x, sigma_y, sigma_w, sigma_h = output[7:]
            sigmas.append([sigma_x, sigma_y, sigma_w, sigma_h])
        cls_id = coco_class_ids[int(cls_pred)]
        box = yolobox2label([y1, x1, y2, x2], info_img)
        bboxes.append(box)
        classes.append(cls_id)
        scores.append(cls_conf * conf)
        colors.append(coco_class_colors[int(cls_pred)])

    # image size scale used for sigma visualization
    h, w, nh, nw, _, _ = info_img
    sigma_scale_img = (w / nw, h / nh)
    fig, ax = vis_bbox(
        img_raw, bboxes, label=classes, score=scores, label_names=coco_class_names, sigma=sigmas,
        sigma_scale_img=sigma_scale_img,
        sigma_scale_xy=2., sigma_scale_wh=2.,  # 2-sigma
        show_inner_bound=False,  # do not show inner rectangle for simplicity
        instance_colors=colors, linewidth=3)
    fig.savefig('demo.png')


if __name__ == '__main__':
    main()
