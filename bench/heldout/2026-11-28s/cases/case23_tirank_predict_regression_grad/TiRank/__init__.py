"""TiRank: prioritizing phenotypic niches in single-cell data."""
from .Model import Predict, Reject, TiRankModel

__all__ = ["Predict", "Reject", "TiRankModel"]
