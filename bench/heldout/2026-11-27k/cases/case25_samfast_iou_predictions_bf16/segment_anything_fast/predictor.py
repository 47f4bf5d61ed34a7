# expect: TL004
# source: https://github.com/meta-pytorch/segment-anything-fast/pull/96 ("Fix torch bloat16 -> numpy float32 conversion for compile max-autotune": "When running with the compiled, mixed precision model, the iou_predictions are in `bfloat16` which are not automatically castable to a numpy array.")
# note: reconstruction of SamPredictor.predict before that PR: build_sam.py builds the fast SAM on cuda in torch.bfloat16 and compiles it, and modeling/mask_decoder.py returns its low-res masks and IoU predictions in the model's dtype, so both are bfloat16 here; `.detach().cpu()` handles grad and device but `.numpy()` raises "Got unsupported ScalarType BFloat16". The thresholded masks are bool and convert fine.
import numpy as np
import torch

from segment_anything_fast.utils.transforms import ResizeLongestSide


class SamPredictor:
    def __init__(self, sam_model):
        self.model = sam_model
        self.transform = ResizeLongestSide(sam_model.image_encoder.img_size)
        self.features = None

    @torch.no_grad()
    def set_image(self, image: np.ndarray):
        input_image = self.transform.apply_image(image)
        input_image_torch = torch.as_tensor(input_image, device=self.model.device).permute(2, 0, 1)[None]
        self.original_size, self.input_size = image.shape[:2], tuple(input_image_torch.shape[-2:])
        input_image = self.model.preprocess(input_image_torch.to(self.model.dtype))
        self.features = self.model.image_encoder(input_image)

    def predict(self, point_coords: np.ndarray, point_labels: np.ndarray, multimask_output=True):
        coords = self.transform.apply_coords(point_coords, self.original_size)
        coords_torch = torch.as_tensor(coords, dtype=torch.float, device=self.model.device)[None]
        labels_torch = torch.as_tensor(point_labels, dtype=torch.int, device=self.model.device)[None]
        masks, iou_predictions, low_res_masks = self.predict_torch(coords_torch, labels_torch, multimask_output)

        masks_np = masks[0].detach().cpu().numpy()
        iou_predictions_np = iou_predictions[0].detach().cpu().numpy()
        low_res_masks_np = low_res_masks[0].detach().cpu().numpy()
        return masks_np, iou_predictions_np, low_res_masks_np

    @torch.no_grad()
    def predict_torch(self, point_coords, point_labels, multimask_output=True):
        sparse, dense = self.model.prompt_encoder(points=(point_coords.to(self.model.dtype), point_labels),
                                                  boxes=None, masks=None)
        low_res_masks, iou_predictions = self.model.mask_decoder(
            image_embeddings=self.features, image_pe=self.model.prompt_encoder.get_dense_pe(),
            sparse_prompt_embeddings=sparse, dense_prompt_embeddings=dense, multimask_output=multimask_output)
        masks = self.model.postprocess_masks(low_res_masks, self.input_size, self.original_size)
        return masks > self.model.mask_threshold, iou_predictions, low_res_masks
