import logging

import torch

logger = logging.getLogger(__name__)


def get_device(device: str = None) -> torch.device:
    if device:
        return torch.device(device)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


DEFAULTS = {
    "num_epochs": 200,
    "learning_rate": 1e-3,
    "batch_size": 128,
    "patience": 10,
    "device": None,
}
