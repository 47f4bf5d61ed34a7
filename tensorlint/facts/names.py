"""Naming conventions the analysis reads as weak evidence (a variable called `device`)."""

from __future__ import annotations

import re


from tensorlint.facts import tables as T


DEVICE_NAME_RE = re.compile(r"(^|_)(device|dev|devices|device_id|gpu|cuda)$", re.IGNORECASE)
_DEVICE_WORD_RE = re.compile("|".join(sorted(T.ACCELERATOR_DEVICE_TYPES | T.CPU_DEVICE_TYPES)), re.IGNORECASE)
DTYPE_NAME_RE = re.compile(r"dtype|precision", re.IGNORECASE)
