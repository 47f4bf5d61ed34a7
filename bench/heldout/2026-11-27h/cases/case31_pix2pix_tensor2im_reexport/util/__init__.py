"""Miscellaneous helpers for the image-to-image models.

The conversion helpers are re-exported here so scripts can write
`from util import tensor2im`.
"""
from .util import save_image, tensor2im

__all__ = ["tensor2im", "save_image"]
__version__ = "0.1"
__author__ = "pix2pix contributors"
