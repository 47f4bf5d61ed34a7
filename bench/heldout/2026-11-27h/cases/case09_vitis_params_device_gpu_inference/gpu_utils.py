"""Model loading and preprocessing for gpu_inference.py."""
import cv2
import numpy as np
import torch

import params
from model import YOLOv3


def load_model():
    model = YOLOv3(num_classes=params.NUM_CLASSES)
    state = torch.load(params.MODEL_PATH, map_location="cpu")
    model.load_state_dict(state)
    model.to(params.DEVICE)
    model.eval()
    return model


def preprocess(path):
    img = cv2.imread(path)
    img = cv2.cvtColor(img, cv2.COLOR_BGR2RGB)
    img = cv2.resize(img, (params.IMG_SIZE, params.IMG_SIZE)).astype(np.float32) / 255.0
    x = torch.from_numpy(img).permute(2, 0, 1).unsqueeze(0)
    return x.to(params.DEVICE)
