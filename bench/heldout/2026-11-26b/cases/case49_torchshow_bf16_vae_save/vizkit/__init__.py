from .display import save, show

__all__ = ["save", "show"]
