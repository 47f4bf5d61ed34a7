"""Saved source code for "Dive into Deep Learning" (https://d2l.ai).

Use `from d2l import torch as d2l` to load the PyTorch implementation.
"""

__version__ = "0.17.1"
