# expect: none
# source: https://github.com/Zhongdao/Towards-Realtime-MOT/issues/257
# note: the fixed flow for the thread's error: Darknet (models.py) still moves itself to cuda, but non_max_suppression in postprocess.py returns the kept detections detached and copied with .cpu(), so `.numpy()` here sees CPU float32 tensors without grad.
import numpy as np
import torch

from models import Darknet
from postprocess import non_max_suppression


class JDETracker:
    def __init__(self, opt):
        self.opt = opt
        self.model = Darknet(opt.cfg)
        self.model.eval()

    def update(self, im_blob, img0):
        im_blob = im_blob.to(self.model.device)
        with torch.no_grad():
            pred = self.model(im_blob)
        dets = non_max_suppression(pred, self.opt.conf_thres)[0]
        if len(dets) == 0:
            return []
        boxes = dets[:, :4].numpy()
        embs = dets[:, 6:].numpy()
        scale = np.array([img0.shape[1], img0.shape[0]] * 2, dtype=np.float32)
        return list(zip(boxes * scale, embs))
