"""Yoyodyne: small-vocabulary sequence-to-sequence generation.

Reduced copy of the package layout: `data` (padded batches and the
datamodule), `evaluators` (per-sample metrics), `models` (the Lightning
modules) and `train` (the command-line entry point):

    python -m yoyodyne.train --model_dir runs --experiment copy \
        --accelerator gpu --devices 1 --max_epochs 20
"""

import logging
import warnings

# Silences a PL 1.9 warning about the number of dataloader workers; the
# collator below is cheap and the datasets are small.
warnings.filterwarnings("ignore", ".*does not have many workers.*")
# And the one about logging tensors on epoch end, which is what we want.
warnings.filterwarnings("ignore", ".*sync_dist=True.*")

__version__ = "0.2.6"

logger = logging.getLogger("yoyodyne")
if not logger.handlers:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)

DEFAULT_MODEL_DIR = "models"

__all__ = ["__version__", "logger", "DEFAULT_MODEL_DIR"]
