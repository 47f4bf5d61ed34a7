"""LearningToPaint baseline (DDPG painter)."""
from .DRL.ddpg import DDPG

__all__ = ["DDPG"]
