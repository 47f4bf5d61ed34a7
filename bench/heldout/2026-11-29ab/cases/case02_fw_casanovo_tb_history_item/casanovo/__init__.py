"""Casanovo: de novo peptide sequencing with a transformer.

Casanovo translates MS/MS spectra into peptide sequences with a
spectrum encoder and an autoregressive peptide decoder. The package is
organised as follows:

- ``casanovo.casanovo``: the command line entry point (``casanovo``),
  which reads the configuration and dispatches to the model runner.
- ``casanovo.denovo.components``: the spectrum encoder and peptide
  decoder modules.
- ``casanovo.denovo.model``: ``Spec2Pep``, the PyTorch Lightning module
  that trains and evaluates the encoder-decoder pair.
- ``casanovo.denovo.model_runner``: builds the Lightning ``Trainer`` and
  runs training, evaluation and prediction.
- ``casanovo.denovo.evaluate``: amino acid and peptide level precision.
"""

import logging

__version__ = "3.4.0"

logger = logging.getLogger("casanovo")
logger.addHandler(logging.NullHandler())

DEFAULT_RESIDUES = "canonical"
MAX_CHARGE = 5

__all__ = [
    "__version__",
    "logger",
    "DEFAULT_RESIDUES",
    "MAX_CHARGE",
]
