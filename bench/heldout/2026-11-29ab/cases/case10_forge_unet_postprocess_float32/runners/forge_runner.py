"""Model runners used by the media inference server (CPU mode)."""
import logging
import time
from typing import Any, Dict, List, Optional

import torch
from PIL import Image

from forge_models.unet import ModelLoader, ModelVariant

logger = logging.getLogger("tt_media_server")


class ForgeRunner:
    """Loads a model through its loader and serves requests in a fixed dtype."""

    loader_cls = None
    variant: Optional[str] = None

    def __init__(self, dtype: torch.dtype = torch.bfloat16, batch_size: int = 1):
        self.dtype = dtype
        self.batch_size = batch_size
        self.loader = self.loader_cls(self.variant)
        self.model = None

    def load(self) -> None:
        start = time.time()
        self.model = self.loader.load_model(dtype_override=self.dtype)
        logger.info("[load] %s in %s done in %.2fs", type(self.model).__name__, self.dtype,
                    time.time() - start)

    def run(self, images: List[Image.Image]) -> List[Dict[str, Any]]:
        if self.model is None:
            self.load()
        results = []
        for image in images:
            inputs = self.loader.load_inputs(dtype_override=self.dtype, batch_size=1, image=image)
            with torch.no_grad():
                output = self.model(inputs)
            results.append(self.loader.output_postprocess(output))
        return results

    def warmup(self) -> float:
        """Run one dummy request; the server reports the worker healthy afterwards."""
        start = time.time()
        try:
            self.run([Image.new("RGB", (256, 256), color=(128, 128, 128))])
        except Exception:
            logger.exception("[warmup] failed after %.4f seconds", time.time() - start)
            raise
        elapsed = time.time() - start
        logger.info("[warmup] done in %.4f seconds", elapsed)
        return elapsed


class ForgeUnetRunner(ForgeRunner):
    loader_cls = ModelLoader
    variant = ModelVariant.TORCHHUB_BRAIN_UNET


def mask_to_png(result: Dict[str, Any], path: str) -> None:
    """Save the first binary mask of a result as an 8-bit PNG."""
    mask = result["mask"][0, 0]
    Image.fromarray((mask * 255).astype("uint8")).save(path)
