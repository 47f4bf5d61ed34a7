import os

import numpy as np
import torch

# DP_FORCE_CPU=1 keeps everything on the host (used by the CI runners without GPUs)
DEVICE = torch.device("cuda" if torch.cuda.is_available() and not os.environ.get("DP_FORCE_CPU") else "cpu")
GLOBAL_NP_FLOAT_PRECISION = np.float64
GLOBAL_PT_FLOAT_PRECISION = torch.float64
