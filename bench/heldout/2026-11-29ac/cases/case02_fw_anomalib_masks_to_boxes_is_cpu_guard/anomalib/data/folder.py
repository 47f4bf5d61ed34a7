"""Custom folder dataset: normal/abnormal images with optional ground-truth masks."""

# Copyright (C) 2022-2024 Intel Corporation
# SPDX-License-Identifier: Apache-2.0

from pathlib import Path
from typing import Any

import cv2
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset

from anomalib import TaskType
from anomalib.data.utils.boxes import masks_to_boxes

IMG_EXTENSIONS = (".png", ".jpg", ".jpeg", ".bmp")


def read_image(path: Path, image_size: tuple[int, int]) -> torch.Tensor:
    image = cv2.cvtColor(cv2.imread(str(path)), cv2.COLOR_BGR2RGB)
    image = cv2.resize(image, image_size[::-1], interpolation=cv2.INTER_AREA)
    return torch.from_numpy(image.astype(np.float32) / 255.0).permute(2, 0, 1)


def read_mask(path: Path, image_size: tuple[int, int]) -> torch.Tensor:
    mask = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE)
    mask = cv2.resize(mask, image_size[::-1], interpolation=cv2.INTER_NEAREST)
    return torch.from_numpy((mask > 127).astype(np.float32))


class FolderDataset(Dataset):
    """Folder dataset; in detection mode the ground-truth boxes are derived from the masks."""

    def __init__(
        self,
        root: str | Path,
        mask_dir: str | Path | None = None,
        task: TaskType = TaskType.SEGMENTATION,
        image_size: tuple[int, int] = (256, 256),
    ) -> None:
        self.root = Path(root)
        self.mask_dir = Path(mask_dir) if mask_dir else None
        self.task = task
        self.image_size = image_size
        self.samples = sorted(p for p in self.root.rglob("*") if p.suffix.lower() in IMG_EXTENSIONS)

    def __len__(self) -> int:
        return len(self.samples)

    def __getitem__(self, index: int) -> dict[str, Any]:
        image_path = self.samples[index]
        item: dict[str, Any] = {"image_path": str(image_path), "image": read_image(image_path, self.image_size)}
        item["label"] = int(image_path.parent.name != "good")

        if self.task in (TaskType.DETECTION, TaskType.SEGMENTATION):
            mask_path = self.mask_dir / image_path.name if self.mask_dir else None
            if mask_path is not None and mask_path.exists():
                item["mask"] = read_mask(mask_path, self.image_size)
            else:
                item["mask"] = torch.zeros(self.image_size)
            if self.task == TaskType.DETECTION:
                # ground-truth boxes are computed on the host, in the data loader workers
                boxes, _ = masks_to_boxes(item["mask"])
                item["boxes"] = boxes[0]
        return item


def collate(items: list[dict[str, Any]]) -> dict[str, Any]:
    batch: dict[str, Any] = {"image_path": [item["image_path"] for item in items]}
    batch["image"] = torch.stack([item["image"] for item in items])
    batch["label"] = torch.tensor([item["label"] for item in items])
    if "mask" in items[0]:
        batch["mask"] = torch.stack([item["mask"] for item in items])
    if "boxes" in items[0]:
        batch["boxes"] = [item["boxes"] for item in items]
    return batch


def folder_dataloader(root: str | Path, batch_size: int = 8, **kwargs: Any) -> DataLoader:  # noqa: ANN401
    return DataLoader(FolderDataset(root, **kwargs), batch_size=batch_size, collate_fn=collate, num_workers=4)
