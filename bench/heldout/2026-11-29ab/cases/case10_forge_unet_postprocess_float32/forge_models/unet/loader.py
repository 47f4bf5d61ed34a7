# expect: none
# source: https://github.com/tenstorrent/tt-forge-models/pull/613 ("Fix UNet output_postprocess crash on bfloat16 outputs": "`torch.Tensor.numpy()` does not support bfloat16, so when the Forge inference server runs UNet with the default `dtype=torch.bfloat16` (set in tt-media-server's `ForgeRunner`), `output_postprocess()` raises \"Got unsupported ScalarType BFloat16\" during server warmup" ... "Fix: cast the output tensor to float32 before `.numpy()` in both branches of `unet/pytorch/loader.py::ModelLoader.output_postprocess`"); code: `unet/pytorch/loader.py` of tenstorrent/tt-forge-models (`if dtype_override is not None: model = model.to(dtype_override)` in `load_model`, `output_np = output_tensor.detach().cpu().numpy()` and `"output_numpy": output_tensor.detach().cpu().numpy()` in `output_postprocess`)
# note: the model loader and the inference server's runner, reduced to 7 files: `runners/forge_runner.py` defaults to `dtype=torch.bfloat16` and warms up with `loader.load_model(dtype_override=self.dtype)` (`model.to(dtype_override)` here) and `loader.load_inputs(dtype_override=self.dtype)`, then passes the model output to `output_postprocess`, whose `.detach().cpu().numpy()` (both branches) raises "Got unsupported ScalarType BFloat16"; `serve.py` builds the runner with its defaults. Traps: the runner runs the model under `torch.no_grad()` and the conversion already detaches (no TL002), the runner is CPU-only (`.cpu()` is a no-op, no TL001), the preprocessing works on NumPy arrays and PIL images and converts NumPy to torch, `str(output_tensor.dtype)` and `list(output_tensor.shape)` are plain metadata. Twin: both branches cast the output to float32 before `.numpy()` (the PR's change), so the bf16 warmup succeeds.
"""
UNet model loader implementation (brain MRI and Carvana variants).
"""
from typing import Optional

import numpy as np
import torch
from PIL import Image

from ..base import ForgeModel, ModelConfig, ModelInfo, ModelSource, ModelTask, StrEnum
from .unet import UNET


class ModelVariant(StrEnum):
    """Available UNet model variants."""

    TORCHHUB_BRAIN_UNET = "Torchhub Brain Unet"
    CARVANA_UNET = "Carvana Unet"


class ModelLoader(ForgeModel):
    """UNet model loader implementation supporting multiple sources."""

    _VARIANTS = {
        ModelVariant.TORCHHUB_BRAIN_UNET: ModelConfig(pretrained_model_name="unet"),
        ModelVariant.CARVANA_UNET: ModelConfig(pretrained_model_name="carvana_unet"),
    }
    DEFAULT_VARIANT = ModelVariant.TORCHHUB_BRAIN_UNET

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        variant = variant or cls.DEFAULT_VARIANT
        return ModelInfo("U-Net", variant, ModelTask.CV_IMAGE_SEG, ModelSource.CUSTOM)

    def load_model(self, dtype_override=None, weights_path: Optional[str] = None):
        model = UNET(in_channels=3, out_channels=1, init_features=32)
        if weights_path is not None:
            model.load_state_dict(torch.load(weights_path, map_location="cpu"))
        model.eval()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def _preprocess(self, image: Image.Image) -> torch.Tensor:
        img_array = np.array(image.convert("RGB")).astype(np.float32)
        if self._variant == ModelVariant.TORCHHUB_BRAIN_UNET:
            img_array = np.array(Image.fromarray(img_array.astype(np.uint8)).resize((256, 256)),
                                 dtype=np.float32)
            for c in range(3):
                channel = img_array[:, :, c]
                p10, p99 = np.percentile(channel, 10), np.percentile(channel, 99)
                channel = np.clip((channel - p10) / max(p99 - p10, 1e-6), 0.0, 1.0)
                m, s = np.mean(channel), np.std(channel)
                img_array[:, :, c] = (channel - m) / s if s > 0 else channel
        else:
            img_array = np.array(Image.fromarray(img_array.astype(np.uint8)).resize((224, 224)),
                                 dtype=np.float32) / 255.0
        return torch.from_numpy(img_array.transpose(2, 0, 1).copy())

    def load_inputs(self, dtype_override=None, batch_size: int = 1, image=None):
        if image is None:
            image = Image.new("RGB", (256, 256), color=(128, 128, 128))
        inputs = self._preprocess(image).unsqueeze(0).repeat(batch_size, 1, 1, 1)
        if dtype_override is not None:
            inputs = inputs.to(dtype_override)
        return inputs

    def output_postprocess(self, output=None, threshold: float = 0.5, **kwargs):
        """Binary mask (thresholded sigmoid output) for brain segmentation, raw output otherwise."""
        if output is None:
            return None
        output_tensor = output[0] if isinstance(output, (list, tuple)) else output
        if self._variant == ModelVariant.TORCHHUB_BRAIN_UNET:
            output_np = output_tensor.detach().to(torch.float32).cpu().numpy()
            binary_mask = (output_np > threshold).astype(np.float32)
            return {
                "output": output_tensor,
                "output_numpy": output_np,
                "output_shape": list(output_tensor.shape),
                "output_dtype": str(output_tensor.dtype),
                "mask": binary_mask,
                "mask_shape": list(binary_mask.shape),
                "threshold": threshold,
                "foreground_fraction": float(binary_mask.mean()),
            }
        return {
            "output": output_tensor,
            "output_numpy": output_tensor.detach().to(torch.float32).cpu().numpy(),
            "output_shape": list(output_tensor.shape),
            "output_dtype": str(output_tensor.dtype),
        }
