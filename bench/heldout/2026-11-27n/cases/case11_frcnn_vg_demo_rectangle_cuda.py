# expect: TL003
# source: https://github.com/shilrley6/Faster-R-CNN-with-model-pretrained-on-Visual-Genome/pull/19 ("Update demo.py": `python demo.py --net res101 --dataset vg --image_file img1.jpg --cuda` crashed in `plt.gca().add_patch(` -> matplotlib `Rectangle.get_bbox` -> `Bbox.from_extents(x0, y0, x1, y1)` -> `Bbox(np.` ...)
# note: condensed reconstruction of demo.py's detection-and-draw part: with `--cuda` the network and the image blob are on the GPU, detections are computed under `torch.no_grad()` and kept as cuda tensors, and the box corners `bbox[0]`...`bbox[3]` (0-d cuda tensors) are given to `plt.Rectangle`; matplotlib turns them into a NumPy array when the patch is added ("can't convert cuda:0 device type tensor to numpy"). The class scores are read with `.item()` and the image is a NumPy array from cv2.
import argparse

import cv2
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import torch
from torchvision.ops import nms


def parse_args():
    parser = argparse.ArgumentParser(description="Faster R-CNN (Visual Genome) demo")
    parser.add_argument("--net", default="res101")
    parser.add_argument("--dataset", default="vg")
    parser.add_argument("--image_file", default="img1.jpg")
    parser.add_argument("--load_dir", default="models")
    parser.add_argument("--cuda", action="store_true")
    parser.add_argument("--conf_thresh", type=float, default=0.4)
    return parser.parse_args()


def image_to_blob(im, target_size=600, max_size=1000):
    im = im.astype(np.float32) - np.array([[[102.9801, 115.9465, 122.7717]]])
    scale = float(target_size) / min(im.shape[:2])
    if round(scale * max(im.shape[:2])) > max_size:
        scale = float(max_size) / max(im.shape[:2])
    im = cv2.resize(im, None, None, fx=scale, fy=scale, interpolation=cv2.INTER_LINEAR)
    blob = torch.from_numpy(im).permute(2, 0, 1).unsqueeze(0).float()
    return blob, scale


def detect(net, im, classes, use_cuda, conf_thresh):
    blob, scale = image_to_blob(im)
    if use_cuda:
        blob = blob.cuda()
    with torch.no_grad():
        scores, pred_boxes = net(blob)
    scores = scores.squeeze(0)
    pred_boxes = pred_boxes.squeeze(0) / scale
    detections = []
    for j in range(1, len(classes)):
        inds = torch.nonzero(scores[:, j] > conf_thresh).view(-1)
        if inds.numel() == 0:
            continue
        cls_scores = scores[inds, j]
        cls_boxes = pred_boxes[inds, j * 4:(j + 1) * 4]
        keep = nms(cls_boxes, cls_scores, 0.3)
        for k in keep.tolist():
            detections.append((classes[j], cls_boxes[k], cls_scores[k].item()))
    return detections


def draw(im, detections, out_path):
    plt.figure(figsize=(12, 9))
    plt.imshow(im[:, :, ::-1])
    for name, bbox, score in detections:
        plt.gca().add_patch(
            plt.Rectangle((bbox[0], bbox[1]), bbox[2] - bbox[0], bbox[3] - bbox[1],
                          fill=False, edgecolor="red", linewidth=2)
        )
        plt.gca().text(bbox[0], bbox[1] - 2, "{} {:.2f}".format(name, score),
                       bbox=dict(facecolor="blue", alpha=0.5), fontsize=8, color="white")
    plt.axis("off")
    plt.savefig(out_path, bbox_inches="tight")
    plt.close()


def main():
    args = parse_args()
    from lib.model.faster_rcnn.resnet import resnet
    from lib.datasets.vg_classes import load_vg_classes

    classes = load_vg_classes()
    net = resnet(classes, 101, pretrained=False)
    net.create_architecture()
    net.load_state_dict(torch.load("{}/faster_rcnn_{}_{}.pth".format(args.load_dir, args.net, args.dataset),
                                   map_location="cpu")["model"])
    if args.cuda:
        net.cuda()
    net.eval()
    im = cv2.imread(args.image_file)
    detections = detect(net, im, classes, args.cuda, args.conf_thresh)
    draw(im, detections, args.image_file.rsplit(".", 1)[0] + "_det.jpg")


if __name__ == "__main__":
    main()
