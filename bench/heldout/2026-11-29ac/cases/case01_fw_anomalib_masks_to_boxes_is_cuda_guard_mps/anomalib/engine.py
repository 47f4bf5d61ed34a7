"""Anomalib engine: configures the Lightning Trainer with the anomalib callbacks."""

# Copyright (C) 2024 Intel Corporation
# SPDX-License-Identifier: Apache-2.0

import logging
from pathlib import Path
from typing import Any

from lightning.pytorch import Trainer
from lightning.pytorch.callbacks import Callback, ModelCheckpoint
from torch.utils.data import DataLoader

from anomalib.callbacks.post_processor import _PostProcessorCallback
from anomalib.models.stfpm import Stfpm

logger = logging.getLogger(__name__)


class Engine:
    """Anomalib Engine.

    Args:
        accelerator: Lightning accelerator. ``"auto"`` picks CUDA, Apple MPS or an Intel XPU when one is present.
        devices: number of devices (anomalib trains on a single device).
        callbacks: extra callbacks; the post-processor is always added.
    """

    def __init__(
        self,
        accelerator: str = "auto",
        devices: int = 1,
        callbacks: list[Callback] | None = None,
        default_root_dir: str | Path = "results",
        **trainer_kwargs: Any,  # noqa: ANN401
    ) -> None:
        self._trainer_args = {
            "accelerator": accelerator,
            "devices": devices,
            "default_root_dir": str(default_root_dir),
            **trainer_kwargs,
        }
        self._callbacks = list(callbacks or [])
        self._trainer: Trainer | None = None

    @property
    def trainer(self) -> Trainer:
        if self._trainer is None:
            callbacks = [*self._callbacks, _PostProcessorCallback()]
            callbacks.append(ModelCheckpoint(dirpath=Path(self._trainer_args["default_root_dir"]) / "weights"))
            self._trainer = Trainer(callbacks=callbacks, num_sanity_val_steps=0, **self._trainer_args)
        return self._trainer

    def fit(self, model: Stfpm, train_dataloaders: DataLoader, val_dataloaders: DataLoader | None = None) -> None:
        self.trainer.fit(model, train_dataloaders=train_dataloaders, val_dataloaders=val_dataloaders)

    def predict(self, model: Stfpm, dataloaders: DataLoader, ckpt_path: str | None = None) -> list[dict[str, Any]]:
        """Run inference; each returned batch carries anomaly maps, masks and boxes."""
        predictions = self.trainer.predict(model, dataloaders=dataloaders, ckpt_path=ckpt_path)
        for batch in predictions or []:
            boxes = batch.get("pred_boxes", [])
            logger.info("%s: %d boxes", batch["image_path"][0], len(boxes[0]) if boxes else 0)
        return predictions or []


if __name__ == "__main__":
    from anomalib.data.folder import folder_dataloader

    engine = Engine(max_epochs=10)
    stfpm = Stfpm()
    engine.fit(stfpm, folder_dataloader("datasets/bottle/train"))
    results = engine.predict(stfpm, folder_dataloader("datasets/bottle/test", mask_dir="datasets/bottle/gt"))
    for result in results:
        scores = result["pred_scores"].cpu().numpy()
        logger.info("max score %.3f", float(scores.max()))
