# ----------------------------------------------------------------------------
# Copyright (C) 2021-2022 Deepchecks (https://www.deepchecks.com)
#
# This file is part of Deepchecks.
# Deepchecks is distributed under the terms of the GNU Affero General
# Public License (version 3 or later).
# ----------------------------------------------------------------------------
#
"""Module for base vision context."""
import logging
from typing import Optional, Union

import torch
from torch import nn

from deepchecks.vision.vision_data import VisionData

__all__ = ['Context', 'DatasetKind']

logger = logging.getLogger('deepchecks')


class DatasetKind:
    """Represents in single check context, which dataset is accessed."""

    TRAIN = 'Train'
    TEST = 'Test'


class Context:
    """Contains all the data + properties the user has passed to a check/suite, and validates it seamlessly.

    Parameters
    ----------
    train : VisionData , default: None
        Dataset or DataFrame object, representing data an estimator was fitted on
    test : VisionData , default: None
        Dataset or DataFrame object, representing data an estimator predicts on
    model : nn.Module , default: None
        A scikit-learn-compatible fitted estimator instance
    device : Union[str, torch.device], default: 'cpu'
        processing unit for use
    random_state : int
        A seed to set for pseudo-random functions
    """

    def __init__(self,
                 train: VisionData = None,
                 test: VisionData = None,
                 model: nn.Module = None,
                 device: Union[str, torch.device, None] = 'cpu',
                 random_state: int = 42):
        if train is None and test is None and model is None:
            raise ValueError('At least one dataset (or model) must be passed to the method!')
        if train and test and train.task_type != test.task_type:
            raise ValueError('Datasets must share the same task type')
        if model is not None and model.training:
            raise ValueError('Model is not in evaluation state. Please set model training parameter to False '
                             'or run model.eval() before passing it.')

        self._train = train.copy() if train is not None else None
        self._test = test.copy() if test is not None else None
        self._model = model
        self._device = torch.device(device) if isinstance(device, str) else (device if device else torch.device('cpu'))
        self.random_state = random_state
        torch.manual_seed(random_state)

    @property
    def train(self) -> VisionData:
        """Return train if exists, otherwise raise error."""
        if self._train is None:
            raise ValueError('Check is irrelevant for Datasets without train dataset')
        return self._train

    @property
    def test(self) -> VisionData:
        """Return test if exists, otherwise raise error."""
        if self._test is None:
            raise ValueError('Check is irrelevant for Datasets without test dataset')
        return self._test

    @property
    def model(self) -> nn.Module:
        """Return & validate model if model exists, otherwise raise error."""
        if self._model is None:
            raise ValueError('Check is irrelevant for Datasets without model')
        return self._model

    @property
    def device(self) -> torch.device:
        """Return device specified by the user."""
        return self._device

    def get_data_by_kind(self, kind: str) -> VisionData:
        """Return the relevant VisionData by given kind."""
        if kind == DatasetKind.TRAIN:
            return self.train
        elif kind == DatasetKind.TEST:
            return self.test
        raise ValueError(f'Unexpected dataset kind {kind}')

    def assert_predictions_valid(self, kind: Optional[str] = None):
        """Assert that the model and dataset can return predictions."""
        if self._model is None:
            raise ValueError('Check requires a model')
