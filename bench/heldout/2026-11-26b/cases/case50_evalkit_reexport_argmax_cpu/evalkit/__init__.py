from .metrics import accuracy, confusion

__all__ = ["accuracy", "confusion"]
