from .sir import NeuralSIR

__all__ = ["NeuralSIR"]
