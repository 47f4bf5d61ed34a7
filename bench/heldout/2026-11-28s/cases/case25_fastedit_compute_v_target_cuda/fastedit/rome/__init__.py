from .compute_v import compute_v
from .rome_main import apply_rome_to_model
from .rome_hparams import ROMEHyperParams

__all__ = ["compute_v", "apply_rome_to_model", "ROMEHyperParams"]
