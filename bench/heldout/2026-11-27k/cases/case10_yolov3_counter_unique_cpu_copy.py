# expect: none
# source: https://github.com/DiaaZiada/Object-Counter-YOLOV3/issues/1 ("TypeError: can't convert CUDA tensor to numpy" from `python video.py --cam`, raised in util/utils.py `unique`: `tensor_np = tensor.detach().numpy()`)
# note: fixed twin of case09, with `unique()` as the upstream pytorch-yolo-v3 helper writes it: `tensor.cpu().numpy()`. The class-index column is on cuda but `.cpu()` copies it, and it carries no grad (argmax indices of outputs computed under no_grad), so no `.detach()` is needed. Only that line differs from case09.
import argparse

import cv2
import numpy as np
import torch

from darknet import Darknet
from preprocess import prep_image


def unique(tensor):
    tensor_np = tensor.cpu().numpy()
    unique_np = np.unique(tensor_np)
    return torch.from_numpy(unique_np).to(tensor.device)


def count_objects(prediction, confidence, classes):
    conf_mask = (prediction[:, :, 4] > confidence).float().unsqueeze(2)
    prediction = prediction * conf_mask
    image_pred = prediction[0][prediction[0][:, 4] > 0]
    if image_pred.shape[0] == 0:
        return {}
    max_conf_score = torch.max(image_pred[:, 5:5 + len(classes)], 1)[1].float()
    counts = {}
    for cls in unique(max_conf_score):
        counts[classes[int(cls)]] = int((max_conf_score == cls).sum().item())
    return counts


def main():
    parser = argparse.ArgumentParser(description="YOLO v3 object counter")
    parser.add_argument("--cam", action="store_true")
    parser.add_argument("--video", default="video.avi")
    parser.add_argument("--confidence", type=float, default=0.5)
    parser.add_argument("--reso", type=int, default=416)
    args = parser.parse_args()

    CUDA = torch.cuda.is_available()
    classes = [line.strip() for line in open("data/coco.names")]
    model = Darknet("cfg/yolov3.cfg")
    model.load_weights("yolov3.weights")
    model.eval()
    if CUDA:
        model.cuda()

    cap = cv2.VideoCapture(0 if args.cam else args.video)
    while cap.isOpened():
        ret, frame = cap.read()
        if not ret:
            break
        img = prep_image(frame, args.reso)
        if CUDA:
            img = img.cuda()
        with torch.no_grad():
            output = model(img, CUDA)
        print(count_objects(output, args.confidence, classes))
    cap.release()


if __name__ == "__main__":
    main()
