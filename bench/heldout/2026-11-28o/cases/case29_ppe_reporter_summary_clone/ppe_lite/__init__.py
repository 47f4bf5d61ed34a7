from . import reporting

__all__ = ["reporting"]
