import cv2
import numpy as np
import torch
import torch.nn as nn

from .yolov5.yolo import load_yolov5_ckpt
from .unet import UnetHead
from .db import DBHead


class TextDetBase(nn.Module):
    """Comic text detector: YOLOv5 block detector + U-Net text mask + DB text-line head."""

    def __init__(self, model_path, device="cpu", act="leaky"):
        super(TextDetBase, self).__init__()
        ckpt = torch.load(model_path, map_location="cpu")
        self.blk_det = load_yolov5_ckpt(ckpt["blk_det"], map_location="cpu")
        self.text_seg = UnetHead(act=act)
        self.text_seg.load_state_dict(ckpt["text_seg"])
        self.text_det = DBHead(64, act=act)
        self.text_det.load_state_dict(ckpt["text_det"])
        self.device = device
        self.eval()

    def forward(self, img):
        blks, features = self.blk_det(img, detect=True)
        mask, features = self.text_seg(*features, forward_mode=2)
        lines = self.text_det(features, step_eval=False)
        return blks[0], mask, lines


class TextDetBaseDNN:
    """Same network exported to ONNX and run with OpenCV's DNN module (CPU backend)."""

    def __init__(self, input_size, model_path):
        self.input_size = input_size
        self.model = cv2.dnn.readNetFromONNX(model_path)
        self.uoln = self.model.getUnconnectedOutLayersNames()

    def __call__(self, im_in):
        blob = cv2.dnn.blobFromImage(im_in, scalefactor=1 / 255.0, size=(self.input_size, self.input_size))
        self.model.setInput(blob)
        blks, mask, lines_map = self.model.forward(self.uoln)
        return blks, np.asarray(mask), np.asarray(lines_map)
