# expect: none
# source: https://github.com/Zhongdao/Towards-Realtime-MOT (tracker/multitracker.py, JDETracker.update); https://github.com/Zhongdao/Towards-Realtime-MOT/issues/257
# note: the model runs on cuda under no_grad; the NMS output (utils/utils.py keeps the device) is copied with .cpu() before STrack receives tlbrs[:4] and f.numpy()
import numpy as np
import torch
import torch.nn.functional as F
from collections import deque

from models import Darknet
from utils.utils import non_max_suppression, scale_coords
from tracker import matching
from tracker.basetrack import BaseTrack, TrackState


class STrack(BaseTrack):
    def __init__(self, tlwh, score, temp_feat, buffer_size=30):
        self._tlwh = np.asarray(tlwh, dtype=np.float64)
        self.score = score
        self.tracklet_len = 0
        self.smooth_feat = None
        self.update_features(temp_feat)
        self.features = deque([], maxlen=buffer_size)
        self.alpha = 0.9

    def update_features(self, feat):
        feat /= np.linalg.norm(feat)
        self.curr_feat = feat
        if self.smooth_feat is None:
            self.smooth_feat = feat
        else:
            self.smooth_feat = self.alpha * self.smooth_feat + (1 - self.alpha) * feat
        self.smooth_feat /= np.linalg.norm(self.smooth_feat)

    @staticmethod
    def tlbr_to_tlwh(tlbr):
        ret = np.asarray(tlbr).copy()
        ret[2:] -= ret[:2]
        return ret


class JDETracker(object):
    def __init__(self, opt, frame_rate=30):
        self.opt = opt
        self.model = Darknet(opt.cfg, nID=14455)
        self.model.load_state_dict(torch.load(opt.weights, map_location='cpu')['model'], strict=False)
        self.model.cuda().eval()
        self.frame_id = 0
        self.buffer_size = int(frame_rate / 30.0 * opt.track_buffer)

    def update(self, im_blob, img0):
        self.frame_id += 1
        with torch.no_grad():
            pred = self.model(im_blob)
        pred = pred[pred[:, :, 4] > self.opt.conf_thres]
        if len(pred) > 0:
            dets = non_max_suppression(pred.unsqueeze(0), self.opt.conf_thres, self.opt.nms_thres)[0].cpu()
            scale_coords(self.opt.img_size, dets[:, :4], img0.shape).round()
            detections = [STrack(STrack.tlbr_to_tlwh(tlbrs[:4]), tlbrs[4], f.numpy(), 30)
                          for (tlbrs, f) in zip(dets[:, :5], dets[:, 6:])]
        else:
            detections = []
        return detections
