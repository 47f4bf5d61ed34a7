# expect: TL001
# source: https://github.com/Zhongdao/Towards-Realtime-MOT/issues/257
# note: reconstruction of the thread's setting (the issue only gives the error): Darknet (models.py) moves itself to cuda in its constructor; JDETracker feeds it the image blob on the model's device under no_grad and calls `.numpy()` on the thresholded detections without .cpu(). The embeddings are copied with .cpu() correctly.
import numpy as np
import torch

from models import Darknet


class JDETracker:
    def __init__(self, opt):
        self.opt = opt
        self.model = Darknet(opt.cfg)
        self.model.eval()
        self.tracked = []

    def update(self, im_blob, img0):
        im_blob = im_blob.to(self.model.device)
        with torch.no_grad():
            pred = self.model(im_blob)
        pred = pred[pred[:, :, 4] > self.opt.conf_thres]
        if len(pred) == 0:
            return []
        dets = pred[:, :5].numpy()
        embs = pred[:, 6:].cpu().numpy()
        scale = np.array([img0.shape[1], img0.shape[0]] * 2, dtype=np.float32)
        boxes = dets[:, :4] * scale
        self.tracked = [(b, e) for b, e in zip(boxes, embs)]
        return self.tracked
