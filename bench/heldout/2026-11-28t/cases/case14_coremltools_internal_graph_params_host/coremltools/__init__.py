"""Reduced Core ML Tools: only the PyTorch frontend entry points used by the export scripts."""
from .converters.torch.converter import TensorType, convert

__version__ = "4.0b1"
__all__ = ["convert", "TensorType"]
