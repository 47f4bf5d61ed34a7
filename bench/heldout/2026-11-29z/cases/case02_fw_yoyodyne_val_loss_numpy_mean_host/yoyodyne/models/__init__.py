"""Yoyodyne models."""

import argparse

from .base import BaseEncoderDecoder
from .lstm import LSTMEncoderDecoder

_MODEL_FAC = {
    "lstm": LSTMEncoderDecoder,
}


def get_model_cls(arch: str) -> type:
    """Model factory.

    Args:
        arch (str).

    Returns:
        type: the Lightning module class for `arch`.
    """
    try:
        return _MODEL_FAC[arch]
    except KeyError:
        raise NotImplementedError(f"Architecture {arch} not found")


def add_argparse_args(parser: argparse.ArgumentParser) -> None:
    """Adds model options to the argument parser."""
    parser.add_argument("--arch", choices=list(_MODEL_FAC), default="lstm")
    parser.add_argument("--embedding_size", type=int, default=64)
    parser.add_argument("--hidden_size", type=int, default=128)
    parser.add_argument("--learning_rate", type=float, default=1e-3)
    parser.add_argument(
        "--eval_metric", action="append", default=["accuracy"]
    )


__all__ = [
    "BaseEncoderDecoder",
    "LSTMEncoderDecoder",
    "get_model_cls",
    "add_argparse_args",
]
