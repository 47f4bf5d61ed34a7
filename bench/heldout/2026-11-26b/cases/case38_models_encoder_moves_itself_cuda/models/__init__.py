from .encoder import GraphEncoder

__all__ = ["GraphEncoder"]
