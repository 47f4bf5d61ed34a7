"""De novo peptide sequencing models and the code that runs them.

``Spec2Pep`` is a PyTorch Lightning module; it is never moved to a
device by hand. ``model_runner.train`` builds a ``pl.Trainer`` with
``accelerator="auto"``, and Lightning places the module, every batch
and every value logged with ``self.log`` on the selected accelerator.

Typical use::

    from casanovo.denovo import model_runner

    model_runner.train(
        "train/*.mgf", "valid/*.mgf", None, config
    )
"""

from .components import PeptideDecoder, SpectrumEncoder
from .evaluate import aa_match_batch, aa_match_metrics
from .model import Spec2Pep

__all__ = [
    "PeptideDecoder",
    "SpectrumEncoder",
    "Spec2Pep",
    "aa_match_batch",
    "aa_match_metrics",
]

# Tokens reserved by the decoder: padding and the stop token.
PAD_TOKEN = 0
STOP_TOKEN = "$"
