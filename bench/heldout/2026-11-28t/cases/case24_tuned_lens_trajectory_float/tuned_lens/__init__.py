from .nn.lenses import Lens, LogitLens, TunedLens
from .plotting.prediction_trajectory import PredictionTrajectory

__all__ = ["Lens", "LogitLens", "TunedLens", "PredictionTrajectory"]
