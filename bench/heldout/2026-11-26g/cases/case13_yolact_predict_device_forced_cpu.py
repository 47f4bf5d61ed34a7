# expect: none
# source: https://github.com/bubbliiiing/yolact-pytorch/issues/4 (can't convert cuda:0 device type tensor to numpy in predict; maintainer: call .cpu() first)
# note: reconstruction of a CPU-only deployment of the predictor: the device is fixed to the CPU at module level, the network is loaded with map_location and moved there, and inference runs under no_grad, so `.numpy()` converts CPU float32/int64 tensors without grad.
import numpy as np
import torch
from PIL import Image

from nets.yolact import Yolact
from utils.utils_bbox import BBoxUtility

DEVICE = torch.device("cpu")  # the deployment box has no GPU


class YOLACT:
    def __init__(self, model_path, num_classes=81, input_shape=(544, 544), confidence=0.5):
        self.input_shape = input_shape
        self.confidence = confidence
        self.net = Yolact(num_classes, train_mode=False)
        self.net.load_state_dict(torch.load(model_path, map_location=DEVICE))
        self.net = self.net.to(DEVICE).eval()
        self.bbox_util = BBoxUtility()

    def detect_image(self, image: Image.Image):
        w, h = image.size
        resized = np.asarray(image.convert("RGB").resize(self.input_shape), dtype=np.float32)
        x = torch.from_numpy(np.transpose(resized / 255.0, (2, 0, 1))[None]).float().to(DEVICE)
        with torch.no_grad():
            outputs = self.net(x)
            boxes, scores, classes, masks = self.bbox_util.decode_nms(outputs, self.confidence, (h, w))
        if boxes is None:
            return []
        boxes = boxes.numpy()
        scores = scores.numpy()
        classes = classes.numpy().astype(np.int32)
        masks = (masks.numpy() > 0.5).astype(np.uint8)
        return [dict(box=b, score=float(s), cls=int(c), mask=m) for b, s, c, m in zip(boxes, scores, classes, masks)]
