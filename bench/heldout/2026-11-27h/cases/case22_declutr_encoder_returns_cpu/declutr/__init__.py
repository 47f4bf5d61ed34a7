"""DeCLUTR: sentence embeddings from declutr-trained transformers.

    from declutr import Encoder
    encoder = Encoder(model)
    embeddings = encoder(batches)
"""
from .encoder import Encoder

__all__ = ["Encoder"]
__version__ = "0.1.0"
