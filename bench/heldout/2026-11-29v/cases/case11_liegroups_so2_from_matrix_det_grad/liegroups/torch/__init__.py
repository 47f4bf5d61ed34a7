from liegroups.torch.so2 import SO2Matrix as SO2

__all__ = ["SO2"]
