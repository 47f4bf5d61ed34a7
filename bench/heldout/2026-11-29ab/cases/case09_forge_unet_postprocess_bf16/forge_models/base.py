# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""Base class and configuration types shared by all model loaders."""
from dataclasses import dataclass
from enum import Enum
from typing import Dict, Optional


class StrEnum(str, Enum):
    def __str__(self) -> str:
        return self.value


class ModelSource(StrEnum):
    CUSTOM = "custom"
    TORCH_HUB = "torch_hub"
    HUGGING_FACE = "huggingface"


class ModelTask(StrEnum):
    CV_IMAGE_SEG = "cv_image_seg"
    CV_IMAGE_CLS = "cv_image_cls"


@dataclass
class ModelConfig:
    pretrained_model_name: str


@dataclass
class ModelInfo:
    model: str
    variant: str
    task: ModelTask
    source: ModelSource


class ForgeModel:
    """A model loader: builds the torch model, its inputs, and post-processes outputs."""

    _VARIANTS: Dict[str, ModelConfig] = {}
    DEFAULT_VARIANT: Optional[str] = None

    def __init__(self, variant: Optional[str] = None):
        self._variant = variant or self.DEFAULT_VARIANT
        if self._variant not in self._VARIANTS:
            raise ValueError(f"Unknown variant {self._variant!r}; choose from {list(self._VARIANTS)}")
        self._variant_config = self._VARIANTS[self._variant]

    @classmethod
    def _get_model_info(cls, variant: Optional[str] = None) -> ModelInfo:
        raise NotImplementedError

    def load_model(self, dtype_override=None):
        raise NotImplementedError

    def load_inputs(self, dtype_override=None, batch_size: int = 1, image=None):
        raise NotImplementedError

    def output_postprocess(self, output=None, **kwargs):
        return None
