import argparse

import cv2
import numpy as np
import torch

from tracker import JDETracker


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cfg", default="cfg/yolov3_1088x608.cfg")
    parser.add_argument("--conf-thres", dest="conf_thres", type=float, default=0.5)
    parser.add_argument("video")
    opt = parser.parse_args()
    tracker = JDETracker(opt)
    cap = cv2.VideoCapture(opt.video)
    while True:
        ok, img0 = cap.read()
        if not ok:
            break
        img = cv2.resize(img0, (1088, 608))[:, :, ::-1].transpose(2, 0, 1)
        blob = torch.from_numpy(np.ascontiguousarray(img, dtype=np.float32) / 255.0).unsqueeze(0)
        print(len(tracker.update(blob, img0)))


if __name__ == "__main__":
    main()
