"""STFPM: Student-Teacher Feature Pyramid Matching for Unsupervised Anomaly Detection.

https://arxiv.org/abs/2103.04257
"""

# Copyright (C) 2022-2024 Intel Corporation
# SPDX-License-Identifier: Apache-2.0

from typing import Any

import torch
import torch.nn.functional as F  # noqa: N812
from lightning.pytorch import LightningModule
from lightning.pytorch.utilities.types import STEP_OUTPUT
from torch import nn, optim


def _pyramid(width: int) -> nn.ModuleList:
    """Three conv stages standing in for resnet18 layer1..layer3."""
    return nn.ModuleList(
        [
            nn.Sequential(nn.Conv2d(3, width, 3, stride=2, padding=1), nn.ReLU()),
            nn.Sequential(nn.Conv2d(width, 2 * width, 3, stride=2, padding=1), nn.ReLU()),
            nn.Sequential(nn.Conv2d(2 * width, 4 * width, 3, stride=2, padding=1), nn.ReLU()),
        ],
    )


class STFPMModel(nn.Module):
    """Teacher (frozen) and student feature pyramids; the anomaly map is their normalised distance."""

    def __init__(self, width: int = 16) -> None:
        super().__init__()
        self.teacher_model = _pyramid(width)
        self.student_model = _pyramid(width)
        for parameter in self.teacher_model.parameters():
            parameter.requires_grad = False

    @staticmethod
    def _features(stages: nn.ModuleList, images: torch.Tensor) -> list[torch.Tensor]:
        features = []
        for stage in stages:
            images = stage(images)
            features.append(images)
        return features

    def forward(self, images: torch.Tensor) -> torch.Tensor | tuple[list[torch.Tensor], list[torch.Tensor]]:
        teacher_features = self._features(self.teacher_model, images)
        student_features = self._features(self.student_model, images)
        if self.training:
            return teacher_features, student_features
        anomaly_map = torch.ones(images.shape[0], 1, *images.shape[-2:], device=images.device)
        for teacher, student in zip(teacher_features, student_features):
            distance = 0.5 * (F.normalize(teacher) - F.normalize(student)).pow(2).sum(1, keepdim=True)
            anomaly_map *= F.interpolate(distance, size=images.shape[-2:], mode="bilinear", align_corners=False)
        return anomaly_map


class Stfpm(LightningModule):
    """PL Lightning Module for the STFPM algorithm."""

    def __init__(self, image_threshold: float = 0.5, pixel_threshold: float = 0.5) -> None:
        super().__init__()
        self.model = STFPMModel()
        # thresholds live in buffers so that they follow the module to the trainer's device
        self.register_buffer("image_threshold", torch.tensor(image_threshold))
        self.register_buffer("pixel_threshold", torch.tensor(pixel_threshold))

    def training_step(self, batch: dict[str, Any], *args, **kwargs) -> STEP_OUTPUT:
        del args, kwargs  # These variables are not used.
        self.model.teacher_model.eval()
        teacher_features, student_features = self.model(batch["image"])
        loss = sum(
            (F.normalize(t) - F.normalize(s)).pow(2).sum(1).mean() for t, s in zip(teacher_features, student_features)
        )
        self.log("train_loss", loss.item(), on_epoch=True, prog_bar=True, logger=True)
        return {"loss": loss}

    def validation_step(self, batch: dict[str, Any], *args, **kwargs) -> STEP_OUTPUT:
        del args, kwargs  # These variables are not used.
        batch["anomaly_maps"] = self.model(batch["image"])
        return batch

    def predict_step(self, batch: dict[str, Any], batch_idx: int, dataloader_idx: int = 0) -> STEP_OUTPUT:
        del batch_idx, dataloader_idx  # These variables are not used.
        return self.validation_step(batch)

    def configure_optimizers(self) -> torch.optim.Optimizer:
        return optim.SGD(self.model.student_model.parameters(), lr=0.4, momentum=0.9, weight_decay=0.001)
