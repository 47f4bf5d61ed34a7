# ----------------------------------------------------------------------------
# Copyright (C) 2021-2022 Deepchecks (https://www.deepchecks.com)
#
# This file is part of Deepchecks.
# Deepchecks is distributed under the terms of the GNU Affero General
# Public License (version 3 or later).
# ----------------------------------------------------------------------------
#
"""Module for vision base checks."""
import logging
from typing import Any, Optional, Union

import torch
from torch import nn

from deepchecks.vision.batch_wrapper import Batch
from deepchecks.vision.context import Context, DatasetKind
from deepchecks.vision.vision_data import VisionData

logger = logging.getLogger('deepchecks')

__all__ = ['TrainTestCheck', 'CheckResult']


class CheckResult:
    """Class which returns from a check with result that can later be used for automatic pipelines and display."""

    def __init__(self, value: Any, header: Optional[str] = None, display: Optional[list] = None):
        self.value = value
        self.header = header
        self.display = display or []

    def __repr__(self):
        return f'{self.header}: {self.value}'


class TrainTestCheck:
    """Parent class for checks that compare two datasets.

    The class checks train dataset and test dataset for model training and test.
    """

    context_type = Context

    def __init__(self, **kwargs):
        self._conditions = {}
        self.params = kwargs

    def run(
        self,
        train_dataset: VisionData,
        test_dataset: VisionData,
        model: Optional[nn.Module] = None,
        device: Union[str, torch.device, None] = 'cpu',
        random_state: int = 42
    ) -> CheckResult:
        """Run check."""
        assert self.context_type is not None
        # Context is copying the data object, then not using the original after the init
        context: Context = self.context_type(train_dataset,
                                             test_dataset,
                                             model=model,
                                             device=device,
                                             random_state=random_state)

        self.initialize_run(context)

        context.train.init_cache()
        batch_start_index = 0
        for batch in context.train:
            batch = Batch(batch, context, DatasetKind.TRAIN, batch_start_index)
            context.train.update_cache(batch)
            self.update(context, batch, DatasetKind.TRAIN)
            batch_start_index += len(batch)

        context.test.init_cache()
        batch_start_index = 0
        for batch in context.test:
            batch = Batch(batch, context, DatasetKind.TEST, batch_start_index)
            context.test.update_cache(batch)
            self.update(context, batch, DatasetKind.TEST)
            batch_start_index += len(batch)

        return self.compute(context)

    def initialize_run(self, context: Context):
        """Initialize run before starting updating on batches. Optional."""
        pass

    def update(self, context: Context, batch: Any, dataset_kind: str):
        """Update internal check state with given batch for either train or test."""
        raise NotImplementedError()

    def compute(self, context: Context) -> CheckResult:
        """Compute final check result based on accumulated internal state."""
        raise NotImplementedError()
