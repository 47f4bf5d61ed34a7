import cv2
import numpy as np
import torch

from models.yolo import Model
from utils.datasets import letterbox
from viz_utils import plot_multi_heatmap

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")


def load_image(path, size=640):
    img0 = cv2.imread(path)
    img = letterbox(img0, size, stride=32)[0]
    img = img[:, :, ::-1].transpose(2, 0, 1)
    img = np.ascontiguousarray(img)
    img = torch.from_numpy(img).to(device).float() / 255.0
    return img.unsqueeze(0)


if __name__ == "__main__":
    model = Model("cfg/training/yolov7.yaml", ch=3, nc=80).to(device)
    model.load_state_dict(torch.load("yolov7_state_dict.pt", map_location=device))
    model.eval()
    img = load_image("inference/images/horses.jpg")
    features = {}
    detect = model.model[-1]
    detect.register_forward_hook(lambda m, inp, out: features.update(heads=inp[0]))
    model(img)
    heads = features["heads"]
    maps = [h[0].mean(dim=0) for h in heads]
    plot_multi_heatmap(*maps, cmap="viridis", title="detection head activations", row=1)
