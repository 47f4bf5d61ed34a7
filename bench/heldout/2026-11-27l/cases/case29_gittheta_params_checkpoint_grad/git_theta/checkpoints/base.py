"""Base class and utilities for different checkpoint format backends."""
import os
from abc import ABCMeta, abstractmethod
from typing import Dict

import numpy as np


class Checkpoint(dict, metaclass=ABCMeta):
    """Abstract base class for wrapping checkpoint formats."""

    name: str = NotImplemented

    @classmethod
    def from_file(cls, checkpoint_path) -> "Checkpoint":
        return cls.from_framework(cls.load(os.fspath(checkpoint_path)))

    @classmethod
    @abstractmethod
    def load(cls, checkpoint_path):
        """Load a checkpoint into a framework-native dict."""

    @classmethod
    @abstractmethod
    def from_framework(cls, model_dict) -> "Checkpoint":
        """Convert a framework-native dict into a dict of numpy arrays."""

    @abstractmethod
    def to_framework(self):
        """Convert back into the framework-native representation."""

    def flatten(self) -> Dict[str, np.ndarray]:
        return {k: v for k, v in self.items()}
