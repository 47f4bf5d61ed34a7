# expect: TL003
# source: https://github.com/phil-bergmann/tracking_wo_bnw/issues/149 ("Error on cuda to numpy": "I have already check all the packages are same as the requirements file. But i got this error bellow when i run the code TypeError: can‘t convert cuda:0 device type tensor to numpy"; the maintainer asks "For which command does the error occur? Tracking, object detector training, ...?"; after commit 6208a08 "Fix device bug" (2021-10-29) the reporter answers "Thank you for yours commit it can work"; the thread has no traceback, the commit is the maintainer's device fix of that week): in `Tracker.step` `self.results[t.id][self.im_index] = np.concatenate([t.pos[0].cpu().numpy(), np.array([t.score])])` -> `np.concatenate([t.pos[0].cpu().numpy(), np.array([t.score.cpu()])])`; code: phil-bergmann/tracking_wo_bnw 6208a08^ `src/tracktor/tracker.py` (`Tracker.add`, `regress_tracks`, `step`, `get_appearances`; `Track`), `src/tracktor/frcnn_fpn.py` (`detect`, `predict_boxes`), `experiments/scripts/test_tracktor.py`
# note: Tracktor reduced to 4 files (ReID matching, camera alignment and the motion model left out): `experiments/scripts/test_tracktor.py` moves the Faster R-CNN with `obj_detect.cuda()` when CUDA is available and runs `tracker.step(frame_data)` under no_grad; `FRCNN_FPN.detect`/`predict_boxes` (`src/tracktor/frcnn_fpn.py`) return `.detach()`ed boxes and scores on the model's device, so `Tracker.add` stores `new_det_scores[i]`, and `regress_tracks` `t.score = scores[i]`, as 0-d cuda tensors in each `Track`; at the end of `step`, `np.array([t.score])` converts one through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy". Traps: on the same line `t.pos[0].cpu().numpy()` is right; `get_appearances` crops the host frame `blob['img']` (the loader's CPU batch; the detector moves its own copy) and calls `crop.mul(255).numpy()`; `int(r[0])` reads single values; the empty fallbacks `torch.zeros(0).cuda()` are never converted; the scores are detached and computed under no_grad (no TL002).
import numpy as np
import torch
from torchvision.ops.boxes import clip_boxes_to_image, nms

from .track import Track


class Tracker:
    """The main tracking file, here is where magic happens."""
    cl = 1  # only track pedestrian

    def __init__(self, obj_detect, reid_network, tracker_cfg):
        self.obj_detect = obj_detect
        self.reid_network = reid_network
        self.detection_person_thresh = tracker_cfg['detection_person_thresh']
        self.regression_person_thresh = tracker_cfg['regression_person_thresh']
        self.detection_nms_thresh = tracker_cfg['detection_nms_thresh']
        self.regression_nms_thresh = tracker_cfg['regression_nms_thresh']
        self.public_detections = tracker_cfg['public_detections']
        self.inactive_patience = tracker_cfg['inactive_patience']
        self.max_features_num = tracker_cfg['max_features_num']
        self.reset()

    def reset(self, hard=True):
        self.tracks = []
        self.inactive_tracks = []
        if hard:
            self.track_num = 0
            self.results = {}
            self.im_index = 0

    def tracks_to_inactive(self, tracks):
        self.tracks = [t for t in self.tracks if t not in tracks]
        self.inactive_tracks += tracks

    def add(self, new_det_pos, new_det_scores, new_det_features):
        """Initializes new Track objects and saves them."""
        num_new = new_det_pos.size(0)
        for i in range(num_new):
            self.tracks.append(Track(new_det_pos[i].view(1, -1), new_det_scores[i], self.track_num + i,
                                     new_det_features[i].view(1, -1), self.inactive_patience, self.max_features_num))
        self.track_num += num_new

    def regress_tracks(self, blob):
        """Regress the position of the tracks and also checks their scores."""
        boxes, scores = self.obj_detect.predict_boxes(self.get_pos())
        pos = clip_boxes_to_image(boxes, blob['img'].shape[-2:])

        s = []
        for i in range(len(self.tracks) - 1, -1, -1):
            t = self.tracks[i]
            t.score = scores[i]
            if scores[i] <= self.regression_person_thresh:
                self.tracks_to_inactive([t])
            else:
                s.append(scores[i])
                t.pos = pos[i].view(1, -1)
        return torch.Tensor(s[::-1]).cuda()

    def get_pos(self):
        """Get the positions of all active tracks."""
        if len(self.tracks) == 1:
            return self.tracks[0].pos
        if len(self.tracks) > 1:
            return torch.cat([t.pos for t in self.tracks], 0)
        return torch.zeros(0).cuda()

    def get_appearances(self, blob, pos):
        """Uses the siamese CNN to get the features for all active tracks."""
        crops = []
        for r in pos:
            x0, y0, x1, y1 = int(r[0]), int(r[1]), int(r[2]), int(r[3])
            x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
            crop = blob['img'][0, :, y0:y1, x0:x1].permute(1, 2, 0)
            crops.append(crop.mul(255).numpy().astype(np.uint8))
        return self.reid_network(crops)

    def step(self, blob):
        """Called every timestep to perform tracking with a blob containing the image information."""
        self.obj_detect.load_image(blob['img'])
        if self.public_detections and blob['dets'].nelement() > 0:
            boxes, scores = self.obj_detect.predict_boxes(blob['dets'].squeeze(dim=0))
        else:
            boxes, scores = self.obj_detect.detect(blob['img'])
        boxes = clip_boxes_to_image(boxes, blob['img'].shape[-2:])
        inds = torch.gt(scores, self.detection_person_thresh).nonzero(as_tuple=False).view(-1)
        det_pos, det_scores = boxes[inds], scores[inds]

        if len(self.tracks):
            person_scores = self.regress_tracks(blob)
            if len(self.tracks):
                keep = nms(self.get_pos(), person_scores, self.regression_nms_thresh)
                self.tracks_to_inactive([self.tracks[i] for i in range(len(self.tracks)) if i not in keep])

        if det_pos.nelement() > 0:
            keep = nms(det_pos, det_scores, self.detection_nms_thresh)
            det_pos, det_scores = det_pos[keep], det_scores[keep]
            for t in self.tracks:
                nms_track_pos = torch.cat([t.pos, det_pos])
                nms_track_scores = torch.cat([torch.tensor([2.0]).to(det_scores.device), det_scores])
                keep = nms(nms_track_pos, nms_track_scores, self.detection_nms_thresh)
                keep = keep[torch.ge(keep, 1)] - 1
                det_pos, det_scores = det_pos[keep], det_scores[keep]
        if det_pos.nelement() > 0:
            self.add(det_pos, det_scores, self.get_appearances(blob, det_pos))

        for t in self.tracks:
            self.results.setdefault(t.id, {})
            self.results[t.id][self.im_index] = np.concatenate([t.pos[0].cpu().numpy(), np.array([t.score])])

        for t in self.inactive_tracks:
            t.count_inactive += 1
        self.inactive_tracks = [t for t in self.inactive_tracks if t.count_inactive <= self.inactive_patience]
        self.im_index += 1

    def get_results(self):
        return self.results
