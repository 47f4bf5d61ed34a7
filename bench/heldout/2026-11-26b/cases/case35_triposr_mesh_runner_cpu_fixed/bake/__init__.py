from .runner import MeshRunner

__all__ = ["MeshRunner"]
