import numpy as np
import rasterio
import torch
from sam2.build_sam import build_sam2_hf
from sam2.sam2_image_predictor import SAM2ImagePredictor

from . import common
from .amg import MaskData, build_point_grid


class SamGeo2:
    def __init__(self, model_id="sam2-hiera-large", device=None, points_per_side=32,
                 points_per_batch=64, pred_iou_thresh=0.8):
        if device is None:
            device = common.choose_device()
        common.set_precision(device)
        self.device = device
        model = build_sam2_hf(f"facebook/{model_id}", device=device)
        self.predictor = SAM2ImagePredictor(model)
        self.point_grid = build_point_grid(points_per_side)
        self.points_per_batch = points_per_batch
        self.pred_iou_thresh = pred_iou_thresh

    def _process_batch(self, points, im_size):
        in_points = torch.as_tensor(points * np.array(im_size[::-1]), dtype=torch.float32, device=self.device)
        in_labels = torch.ones(in_points.shape[0], dtype=torch.int, device=self.device)
        masks, iou_preds, _ = self.predictor._predict(
            in_points[:, None, :], in_labels[:, None], multimask_output=True, return_logits=True,
        )
        data = MaskData(
            masks=masks.flatten(0, 1),
            iou_preds=iou_preds.flatten(0, 1),
            points=in_points.repeat_interleave(masks.shape[1], dim=0),
        )
        data.filter(data["iou_preds"] > self.pred_iou_thresh)
        data["masks"] = data["masks"] > 0.0
        return data

    def generate(self, source, output=None, foreground=True, unique=True):
        with rasterio.open(source) as src:
            image = np.moveaxis(src.read()[:3], 0, -1)
            profile = src.profile
        self.predictor.set_image(image)
        data = MaskData()
        for start in range(0, len(self.point_grid), self.points_per_batch):
            batch = self.point_grid[start:start + self.points_per_batch]
            data.cat(self._process_batch(batch, image.shape[:2]))
        data.to_numpy()
        masks = data["masks"]
        order = np.argsort(data["iou_preds"])
        label = np.zeros(image.shape[:2], dtype=np.uint16)
        for value, idx in enumerate(order, start=1):
            label[masks[idx]] = value if unique else 255
        if output is not None:
            profile.update(count=1, dtype="uint16")
            with rasterio.open(output, "w", **profile) as dst:
                dst.write(label, 1)
        return label
