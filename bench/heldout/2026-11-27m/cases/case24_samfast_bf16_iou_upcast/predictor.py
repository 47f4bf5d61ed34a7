# expect: none
# source: https://github.com/meta-pytorch/segment-anything-fast/issues/95 ("use sam_model_fast_registry on NVIDIA GeForce RTX 4090, get error": mawanda-jun: the bfloat16 tensors are not converted automatically; "You should replace this line: iou_predictions_np = iou_predictions[0].detach().cpu().numpy() with: iou_predictions_np = iou_predictions[0].detach().cpu().float().numpy()"; the PR was merged)
# note: SamPredictor.predict with the merged fix: the bfloat16 `iou_predictions` and `low_res_masks` of the bf16 mask decoder (build_sam.py, identical to case23) are upcast with `.float()` before `.numpy()`; the bool masks convert as before. Only those two lines differ from case23.
import numpy as np
import torch

from segment_anything.utils.transforms import ResizeLongestSide


class SamPredictor:
    def __init__(self, sam_model):
        self.model = sam_model
        self.transform = ResizeLongestSide(sam_model.image_encoder.img_size)
        self.features = None
        self.is_image_set = False

    @torch.no_grad()
    def set_image(self, image: np.ndarray):
        input_image = self.transform.apply_image(image)
        input_image_torch = torch.as_tensor(input_image, device=self.device).permute(2, 0, 1)[None]
        self.original_size = image.shape[:2]
        self.input_size = tuple(input_image_torch.shape[-2:])
        input_image = self.model.preprocess(input_image_torch).to(self.model.image_encoder.patch_embed.proj.weight.dtype)
        self.features = self.model.image_encoder(input_image)
        self.is_image_set = True

    def predict(self, point_coords=None, point_labels=None, box=None, multimask_output=True):
        if not self.is_image_set:
            raise RuntimeError("An image must be set with .set_image(...) before mask prediction.")
        coords_torch = labels_torch = box_torch = None
        if point_coords is not None:
            point_coords = self.transform.apply_coords(point_coords, self.original_size)
            coords_torch = torch.as_tensor(point_coords, dtype=torch.float, device=self.device)[None, :, :]
            labels_torch = torch.as_tensor(point_labels, dtype=torch.int, device=self.device)[None, :]
        if box is not None:
            box = self.transform.apply_boxes(box, self.original_size)
            box_torch = torch.as_tensor(box, dtype=torch.float, device=self.device)[None, :]

        masks, iou_predictions, low_res_masks = self.predict_torch(coords_torch, labels_torch, box_torch, multimask_output)

        masks_np = masks[0].detach().cpu().numpy()
        iou_predictions_np = iou_predictions[0].detach().cpu().float().numpy()
        low_res_masks_np = low_res_masks[0].detach().cpu().float().numpy()
        return masks_np, iou_predictions_np, low_res_masks_np

    @torch.no_grad()
    def predict_torch(self, point_coords, point_labels, boxes=None, multimask_output=True):
        dtype = self.model.mask_decoder.iou_prediction_head.layers[0].weight.dtype
        points = (point_coords.to(dtype), point_labels) if point_coords is not None else None
        sparse_embeddings, dense_embeddings = self.model.prompt_encoder(
            points=points, boxes=None if boxes is None else boxes.to(dtype), masks=None)
        low_res_masks, iou_predictions = self.model.mask_decoder(
            image_embeddings=self.features,
            image_pe=self.model.prompt_encoder.get_dense_pe(),
            sparse_prompt_embeddings=sparse_embeddings,
            dense_prompt_embeddings=dense_embeddings,
            multimask_output=multimask_output,
        )
        masks = self.model.postprocess_masks(low_res_masks, self.input_size, self.original_size)
        masks = masks > self.model.mask_threshold
        return masks, iou_predictions, low_res_masks

    @property
    def device(self) -> torch.device:
        return self.model.device
