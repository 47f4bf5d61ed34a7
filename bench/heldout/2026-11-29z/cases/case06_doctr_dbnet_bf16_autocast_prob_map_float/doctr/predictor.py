"""Detection predictor: pages in, boxes out."""

import math
from typing import Any, List, Tuple, Union

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F

from .utils import set_device_and_dtype


class PreProcessor(nn.Module):
    """Resizes, batches and normalizes the pages."""

    def __init__(self, output_size: Tuple[int, int], batch_size: int,
                 mean: Tuple[float, float, float], std: Tuple[float, float, float]) -> None:
        super().__init__()
        self.output_size = output_size
        self.batch_size = batch_size
        self.register_buffer("mean", torch.tensor(mean).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor(std).view(1, 3, 1, 1))

    def sample_transforms(self, page: Union[np.ndarray, torch.Tensor]) -> torch.Tensor:
        if isinstance(page, np.ndarray):
            page = torch.from_numpy(page.copy())
        page = page.permute(2, 0, 1).unsqueeze(0).float() / 255.0
        return F.interpolate(page, size=self.output_size, mode="bilinear", align_corners=False)[0]

    def forward(self, pages: List[Union[np.ndarray, torch.Tensor]]) -> List[torch.Tensor]:
        samples = [self.sample_transforms(page) for page in pages]
        num_batches = math.ceil(len(samples) / self.batch_size)
        batches = [
            torch.stack(samples[idx * self.batch_size: (idx + 1) * self.batch_size])
            for idx in range(num_batches)
        ]
        return [(batch - self.mean) / self.std for batch in batches]


class DetectionPredictor(nn.Module):
    """Implements an object able to localize text elements in a document

    Args:
        pre_processor: transform inputs for easier batched model inference
        model: core detection architecture
    """

    def __init__(self, pre_processor: PreProcessor, model: nn.Module) -> None:
        super().__init__()
        self.pre_processor = pre_processor
        self.model = model.eval()

    @torch.inference_mode()
    def forward(self, pages: List[Union[np.ndarray, torch.Tensor]], **kwargs: Any) -> List[Any]:
        # Dimension check
        if any(page.ndim != 3 for page in pages):
            raise ValueError("incorrect input shape: all pages are expected to be multi-channel 2D images.")

        processed_batches = self.pre_processor(pages)
        _params = next(self.model.parameters())
        self.model, processed_batches = set_device_and_dtype(
            self.model, processed_batches, _params.device, _params.dtype
        )
        predicted_batches = [self.model(batch, return_preds=True, **kwargs)["preds"] for batch in processed_batches]
        return [pred for batch in predicted_batches for pred in batch]
