# expect: none
# source: https://github.com/meta-pytorch/segment-anything-fast/pull/96 ("Fix torch bloat16 -> numpy float32 conversion for compile max-autotune": "As a workaround, I propose to cast those tensors to float before passing them to numpy")
# note: fixed twin of case25 with the cast placed in the model: build_sam.py still builds the compiled SAM in bfloat16 on cuda, but modeling/mask_decoder.py returns its masks and IoU predictions with `.float()`, so the low-res masks and iou_predictions reaching this file are float32 and `.detach().cpu().numpy()` is valid; the upsampled masks are thresholded to bool. This file is unchanged apart from its header lines; the deciding evidence is in modeling/mask_decoder.py.
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
