# expect: TL004
# source: https://github.com/Wakals/CoVT/issues/7 ("`MaskData.to_numpy` crashes on `torch.bfloat16` tensors (`TypeError: Got unsupported ScalarType BFloat16`)": stage-1 training launched with `python src/training/train.py ... --bf16 True --fp16 False ...`)
# note: a CoVT-style HF `Trainer` subclass reconstructed around the crashing method; the trainer and the SAM teacher wiring are this case's own. With `--bf16 True` the frozen SAM teacher is loaded in `torch.bfloat16` on the training device, its mask logits and IoU predictions are bf16, and `MaskData.to_numpy` already does `.detach().cpu()` (grad and device handled) before `.numpy()`, which raises "Got unsupported ScalarType BFloat16". The boolean masks and int boxes convert fine, the teacher runs under `torch.no_grad()`, `compute_loss` returns the LM loss plus a float-weighted alignment loss, and the box areas are NumPy.
import numpy as np
import torch
import torch.nn.functional as F
from transformers import SamModel, Trainer


class MaskData:
    """A structure for storing masks and their related data in batched format."""

    def __init__(self, **kwargs):
        self._stats = dict(**kwargs)

    def __getitem__(self, key):
        return self._stats[key]

    def items(self):
        return self._stats.items()

    def filter(self, keep):
        for k, v in self._stats.items():
            if isinstance(v, torch.Tensor):
                self._stats[k] = v[torch.as_tensor(keep, device=v.device)]
            elif isinstance(v, np.ndarray):
                self._stats[k] = v[keep.detach().cpu().numpy()]

    def to_numpy(self):
        for k, v in self._stats.items():
            if isinstance(v, torch.Tensor):
                self._stats[k] = v.detach().cpu().numpy()


def batched_mask_to_box(masks):
    ys = torch.arange(masks.shape[-2], device=masks.device)[None, :, None]
    xs = torch.arange(masks.shape[-1], device=masks.device)[None, None, :]
    big = masks.shape[-1] + masks.shape[-2]
    top = torch.where(masks, ys, big).flatten(1).min(dim=1).values
    bottom = torch.where(masks, ys, -1).flatten(1).max(dim=1).values
    left = torch.where(masks, xs, big).flatten(1).min(dim=1).values
    right = torch.where(masks, xs, -1).flatten(1).max(dim=1).values
    return torch.stack([left, top, right, bottom], dim=1).long()


class CoVTTrainer(Trainer):
    def __init__(self, *args, sam_path="facebook/sam-vit-base", align_weight=0.5, **kwargs):
        super().__init__(*args, **kwargs)
        sam_dtype = torch.bfloat16 if self.args.bf16 else torch.float32
        self.sam = SamModel.from_pretrained(sam_path, torch_dtype=sam_dtype).to(self.args.device).eval()
        self.sam.requires_grad_(False)
        self.align_weight = align_weight

    @torch.no_grad()
    def sam_masks(self, pixel_values, points):
        out = self.sam(pixel_values=pixel_values.to(self.sam.dtype), input_points=points)
        masks = out.pred_masks.flatten(0, 2) > 0.0
        data = MaskData(masks=masks, iou_preds=out.iou_scores.flatten(), boxes=batched_mask_to_box(masks))
        data.filter(data["iou_preds"] > 0.8)
        data.to_numpy()
        return data

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        sam_data = self.sam_masks(inputs.pop("sam_pixel_values"), inputs.pop("sam_points"))
        boxes = sam_data["boxes"]
        areas = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
        target = torch.as_tensor(np.asarray(sam_data["masks"], dtype=np.float32)[:, None],
                                 device=self.args.device)
        outputs = model(**inputs, output_hidden_states=True)
        pred = outputs.visual_token_masks if hasattr(outputs, "visual_token_masks") else None
        loss = outputs.loss
        if pred is not None and target.shape[0] > 0 and float(areas.mean()) > 0:
            target = F.interpolate(target, size=pred.shape[-2:], mode="nearest")
            loss = loss + self.align_weight * F.binary_cross_entropy_with_logits(pred[: target.shape[0]].float(), target)
        return (loss, outputs) if return_outputs else loss
