__version__ = "0.36.0"

from .explainers._deep import Deep as DeepExplainer  # noqa: F401
