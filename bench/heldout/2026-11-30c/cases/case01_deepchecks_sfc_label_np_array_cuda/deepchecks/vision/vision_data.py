# ----------------------------------------------------------------------------
# Copyright (C) 2021-2022 Deepchecks (https://www.deepchecks.com)
#
# This file is part of Deepchecks.
# Deepchecks is distributed under the terms of the GNU Affero General
# Public License (version 3 or later).
# ----------------------------------------------------------------------------
#
"""The vision/dataset module containing the vision Dataset class and its functions."""
from copy import copy
from enum import Enum
from typing import Iterator, List, Optional

import torch
from torch.utils.data import DataLoader

__all__ = ['TaskType', 'VisionData', 'DetectionData']


class TaskType(Enum):
    """Enum containing supported task types."""

    CLASSIFICATION = 'classification'
    OBJECT_DETECTION = 'object_detection'
    OTHER = 'other'


class VisionData:
    """VisionData represent a base task in deepchecks. It wraps PyTorch DataLoader together with model related metadata.

    The user should implement `batch_to_labels`, `infer_on_batch` and `batch_to_images` for his data format.
    """

    def __init__(self, data_loader: DataLoader, num_classes: Optional[int] = None,
                 label_map: Optional[dict] = None, task_type: TaskType = TaskType.OTHER):
        self._data = data_loader
        self._num_classes = num_classes
        self.label_map = label_map or {}
        self.task_type = task_type
        self._has_labels = True
        self._has_images = True

    def batch_to_labels(self, batch) -> List[torch.Tensor]:
        """Extract the labels from a batch of data, in deepchecks format."""
        raise NotImplementedError()

    def infer_on_batch(self, batch, model, device) -> List[torch.Tensor]:
        """Return the predictions of the model on a batch, in deepchecks format."""
        raise NotImplementedError()

    def batch_to_images(self, batch) -> List:
        """Convert a batch of data to a list of images (np.ndarray of shape H x W x C)."""
        raise NotImplementedError()

    def batch_index_to_dataset_index(self, index: int) -> int:
        """Return the index of a sample in the underlying dataset."""
        return index

    def assert_labels_valid(self):
        if not self._has_labels:
            raise ValueError('batch_to_labels() must be implemented to run this check')

    def assert_images_valid(self):
        if not self._has_images:
            raise ValueError('batch_to_images() must be implemented to run this check')

    def init_cache(self):
        """Initialize the cache of the classes' metadata info."""
        self._samples_per_class = {}

    def update_cache(self, batch):
        """Count the labels of every class in the batch."""
        for labels in batch.labels:
            for label in labels:
                class_id = int(label[0])
                self._samples_per_class[class_id] = self._samples_per_class.get(class_id, 0) + 1

    def copy(self) -> 'VisionData':
        """Return a shallow copy, so that the context never mutates the user's object."""
        return copy(self)

    def __iter__(self) -> Iterator:
        return iter(self._data)

    def __len__(self):
        return len(self._data)


class DetectionData(VisionData):
    """DetectionData is an abstract class for object detection tasks.

    `batch_to_labels` returns, per image, a tensor of shape N x 5 whose rows are [class_id, x, y, w, h];
    `infer_on_batch` returns, per image, a tensor of shape N x 6: [x, y, w, h, confidence, class_id].
    """

    def __init__(self, data_loader: DataLoader, num_classes: Optional[int] = None,
                 label_map: Optional[dict] = None):
        super().__init__(data_loader, num_classes, label_map, TaskType.OBJECT_DETECTION)

    def get_classes(self, batch_labels):
        """Return the class ids of every bounding box of every image."""
        return [[int(label[0]) for label in image_labels] for image_labels in batch_labels]
