# expect: none
# source: https://github.com/mikel-brostrom/boxmot/issues/721 ("numpy tensor requires grad": "I currently try to integrate your code in a head-detection project to track the movement of people in videos. When i call the .update()-function of my strongsort-tracker i get the following error", traceback `output = self._tracker.update(det.cpu(), im0)` -> `strong_sort.py, line 55, in update: detections = [Detection(bbox_tlwh[i], conf, features[i]) ...]` -> `sort/detection.py, line 32, in __init__: self.feature`); fixed by https://github.com/mikel-brostrom/boxmot/pull/911 ("add @torch.no_grad() to all ReID related inference methods"); code: `trackers/strongsort/strong_sort.py` (`features = self.model(im_crops)` in `_get_features`), `trackers/strongsort/reid_multibackend.py` (`self.model.to(device).eval()`), and `sort/detection.py` of that period (`self.feature = np.asarray(feature.cpu(), dtype=np.float32)`)
# note: StrongSORT reduced to one file: `StrongSORT.update` is called from the user's own loop, outside the `torch.no_grad()` that wraps the detector, so `_get_features` runs the ReID network (trainable conv/linear Parameters, `.eval()` only) with grad mode on and the embeddings require grad; `Detection.__init__` then calls `np.asarray(feature.cpu(), dtype=np.float32)` on each row and raises "Can't call numpy() on Tensor that requires grad". Traps: `.cpu()` is already there (no TL001 even when the tracker runs on cuda), the detections come from `detect()` under `@torch.no_grad()` and are moved to the host (`det.cpu()`) before `xyxys.numpy()` / `confs.numpy()`, the frame and crops are NumPy arrays turned into tensors, the track bookkeeping is NumPy only. Twin: `_get_features` is decorated with `@torch.no_grad()` (PR #911), so the embeddings do not require grad when `Detection` converts them.
import numpy as np
import torch
import torch.nn.functional as F
from scipy import ndimage


class Detection(object):
    """A bounding box detection (top-left x, top-left y, w, h) with its appearance feature."""
    def __init__(self, tlwh, confidence, feature):
        self.tlwh = np.asarray(tlwh, dtype=np.float32)
        self.confidence = float(confidence)
        self.feature = np.asarray(feature.cpu(), dtype=np.float32)


class OSNetLite(torch.nn.Module):
    """A small omni-scale-style ReID backbone producing L2-normalised embeddings."""

    def __init__(self, dim: int = 128):
        super().__init__()
        self.conv1, self.conv2 = torch.nn.Conv2d(3, 32, 3, 2, 1), torch.nn.Conv2d(32, 64, 3, 2, 1)
        self.conv3, self.fc = torch.nn.Conv2d(64, 128, 3, 2, 1), torch.nn.Linear(128, dim)

    def forward(self, x):
        x = F.relu(self.conv3(F.relu(self.conv2(F.relu(self.conv1(x))))))
        return F.normalize(self.fc(x.mean(dim=(2, 3))), dim=1)


class ReIDDetectMultiBackend(torch.nn.Module):
    def __init__(self, weights=None, device=torch.device("cpu"), fp16=False):
        super().__init__()
        self.device, self.fp16 = device, fp16
        self.model = OSNetLite()
        if weights is not None:
            self.model.load_state_dict(torch.load(weights, map_location="cpu"))
        self.model.to(device).eval()
        self.model.half() if self.fp16 else self.model.float()
        self.mean, self.std = (torch.tensor(v, device=device).view(1, 3, 1, 1)
                               for v in ([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]))

    def _preprocess(self, im_batch) -> torch.Tensor:
        images = [F.interpolate(torch.from_numpy(np.ascontiguousarray(im)).permute(2, 0, 1)[None].float(),
                                size=(256, 128), mode="bilinear", align_corners=False) for im in im_batch]
        images = torch.cat(images).to(self.device) / 255.0
        return (images - self.mean) / self.std

    def forward(self, im_batch):
        im_batch = self._preprocess(im_batch)
        if self.fp16 and im_batch.dtype != torch.float16:
            im_batch = im_batch.half()
        return self.model(im_batch)


class StrongSORT(object):
    def __init__(self, model_weights, device, fp16, max_dist=0.2):
        self.model = ReIDDetectMultiBackend(weights=model_weights, device=device, fp16=fp16)
        self.max_dist, self.tracks, self._next_id = max_dist, [], 1

    def update(self, dets, ori_img):
        xyxys, confs = dets[:, 0:4].numpy(), dets[:, 4].numpy()
        self.height, self.width = ori_img.shape[:2]
        features = self._get_features(xyxys, ori_img)
        bbox_tlwh = np.column_stack([xyxys[:, :2], xyxys[:, 2:] - xyxys[:, :2]])
        detections = [Detection(bbox_tlwh[i], conf, features[i]) for i, conf in enumerate(confs)]
        outputs = []
        for det in detections:
            track = self._match(det)
            x, y, w, h = det.tlwh
            outputs.append(np.array([x, y, x + w, y + h, track["id"], det.confidence]))
        return np.stack(outputs) if outputs else np.empty((0, 6))

    def _match(self, det: Detection) -> dict:
        """Appearance matching gated by the distance to the track's last box."""
        if self.tracks:
            dist = 1.0 - np.stack([t["feature"] for t in self.tracks]) @ det.feature
            far = np.array([np.abs(t["tlwh"][:2] - det.tlwh[:2]).max() > 64 for t in self.tracks])
            dist[far] = np.inf
            best = int(np.argmin(dist))
            if dist[best] < self.max_dist:
                track = self.tracks[best]
                feature = 0.9 * track["feature"] + 0.1 * det.feature
                track.update(feature=feature / np.linalg.norm(feature), tlwh=det.tlwh)
                return track
        track = {"id": self._next_id, "feature": det.feature, "tlwh": det.tlwh}
        self._next_id += 1
        self.tracks.append(track)
        return track

    @torch.no_grad()
    def _get_features(self, bbox_xyxy, ori_img):
        im_crops = []
        for x1, y1, x2, y2 in bbox_xyxy.astype(int):
            x1, y1 = max(x1, 0), max(y1, 0)
            im_crops.append(ori_img[y1:min(y2, self.height - 1), x1:min(x2, self.width - 1)])
        features = self.model(im_crops) if im_crops else np.array([])
        return features


@torch.no_grad()
def detect(frame: np.ndarray, device, conf_thres: float = 0.25) -> torch.Tensor:
    """Stand-in head detector: (x1, y1, x2, y2, conf, cls) of the bright blobs of a frame."""
    img = torch.from_numpy(frame).to(device).float().mean(dim=2) / 255.0
    labels, _ = ndimage.label((img > 1.0 - conf_thres).cpu().numpy())
    rows = []
    for sl in ndimage.find_objects(labels):
        y1, y2, x1, x2 = sl[0].start, sl[0].stop, sl[1].start, sl[1].stop
        rows.append([x1, y1, x2, y2, float(img[y1:y2, x1:x2].mean()), 0.0])
    return torch.tensor(rows, device=device).reshape(-1, 6)


if __name__ == "__main__":
    device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    tracker = StrongSORT(None, device, fp16=False)
    rng = np.random.default_rng(0)
    for frame_idx in range(5):
        im0 = rng.integers(0, 150, size=(480, 640, 3), dtype=np.uint8)
        im0[100:140, 200 + 8 * frame_idx:230 + 8 * frame_idx] = (255, 230, 200)
        im0[300:350, 420 - 6 * frame_idx:450 - 6 * frame_idx] = (240, 250, 255)
        det = detect(im0, device)
        outputs = tracker.update(det.cpu(), im0)
        print(frame_idx, outputs[:, :5].round(1).tolist())
