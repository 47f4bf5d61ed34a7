"""hivemind: decentralized deep learning in PyTorch.

Only the pieces used by the petals client are kept here: the tensor
compression / serialization layer and a minimal logger helper.
"""

import logging

from hivemind.compression import (
    CompressionType,
    deserialize_torch_tensor,
    serialize_torch_tensor,
)

__version__ = "1.1.2"

_LOGGER_NAME = "hivemind"


def get_logger(name: str = _LOGGER_NAME) -> logging.Logger:
    """A logger that writes to stderr with the hivemind format."""
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s [%(levelname)s] [%(name)s] %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    return logger


__all__ = [
    "CompressionType",
    "deserialize_torch_tensor",
    "get_logger",
    "serialize_torch_tensor",
]
