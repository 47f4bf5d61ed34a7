# expect: TL002
# source: https://github.com/feiyuhuahuo/Yolact_minimal/issues/9 ("Rest web service / Can't call numpy() on Variable that requires grad": a Flask server.py calls the network and `x[:args.visual_top_k].cpu().numpy()` raises; maintainer: "Have you removed this: `with torch.no_grad():` at the beginning of detect.py?")
# note: reconstruction of the web service: the network is put in eval mode and on cuda when available, but process() runs it outside torch.no_grad(), so the class scores and boxes are graph-attached; `.cpu()` handles the device, not the grad. The image decoding and the JSON payload are plain NumPy/Python.
import argparse
import io

import numpy as np
import torch
from flask import Flask, jsonify, request
from PIL import Image

from modules.yolact import Yolact
from config import get_config

app = Flask(__name__)
parser = argparse.ArgumentParser(description="YOLACT REST service")
parser.add_argument("--weight", default="weights/best_30.5_res101_coco_392000.pth")
parser.add_argument("--visual_top_k", type=int, default=100)
args = parser.parse_args()

cfg = get_config(args, mode="detect")
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
net = Yolact(cfg)
net.load_weights(cfg.weight, cfg.cuda)
net.eval()
net = net.to(device)


def to_tensor(img):
    img = np.asarray(img, dtype=np.float32)[:, :, ::-1] / 255.0
    return torch.from_numpy(img.copy()).permute(2, 0, 1).unsqueeze(0).to(device)


@app.route("/detect", methods=["POST"])
def process():
    img = Image.open(io.BytesIO(request.files["image"].read())).convert("RGB")
    class_p, box_p, coef_p, proto_p = net(to_tensor(img))
    scores, classes = class_p[0, :, 1:].softmax(-1).max(-1)
    keep = scores.argsort(descending=True)[:args.visual_top_k]
    boxes = box_p[0, keep].cpu().numpy()
    scores = scores[keep].cpu().numpy()
    classes = classes[keep].cpu().numpy()
    return jsonify({"boxes": boxes.tolist(), "scores": scores.tolist(), "classes": classes.tolist()})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
