"""Anomalib, reduced: anomaly detection with PyTorch Lightning.

Only the pieces needed to train and run STFPM on a folder dataset are kept:

* ``anomalib.engine``                      - builds the Lightning ``Trainer``
* ``anomalib.models.stfpm``                - the student/teacher feature pyramid model
* ``anomalib.callbacks.post_processor``    - turns anomaly maps into masks and boxes
* ``anomalib.data.folder``                 - images + ground-truth masks from disk
* ``anomalib.data.utils.boxes``            - mask <-> bounding box helpers
* ``anomalib.utils.cv.connected_components`` - connected component labelling
"""

# Copyright (C) 2022-2024 Intel Corporation
# SPDX-License-Identifier: Apache-2.0

from enum import Enum

__version__ = "1.0.1"


class LearningType(str, Enum):
    """Learning type defining how the model learns from the dataset samples."""

    ONE_CLASS = "one_class"
    ZERO_SHOT = "zero_shot"
    FEW_SHOT = "few_shot"


class TaskType(str, Enum):
    """Task type used when generating predictions on the dataset."""

    CLASSIFICATION = "classification"
    DETECTION = "detection"
    SEGMENTATION = "segmentation"


__all__ = ["LearningType", "TaskType", "__version__"]
