"""Global settings of the optimizer."""
import pathlib

import torch

POPTIMIZER_DIR = pathlib.Path(__file__).parents[1]
# Trained networks run on the GPU when there is one.
DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
HISTORY_DAYS_MIN = 63
FORECAST_DAYS = 21
