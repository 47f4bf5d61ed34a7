"""The runtime converter: tensors (in any nesting) to NumPy arrays, safely and in one copy.

This is the only part of tensorlint that uses torch, and it imports torch on the first
call, not at import time, so that ``import tensorlint`` stays cheap for the checker.
"""

from tensorlint.runtime.arraydict import ArrayDict
from tensorlint.runtime.asynchronous import TransferHandle, to_numpy_async
from tensorlint.runtime.converter import DtypePolicy, OnUnknown, SparseMode, to_numpy
from tensorlint.runtime.errors import ConversionError

__all__ = ["to_numpy", "to_numpy_async", "ConversionError", "TransferHandle", "ArrayDict",
           "DtypePolicy", "SparseMode", "OnUnknown"]
