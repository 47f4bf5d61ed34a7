from .train import train_sae

__all__ = ["train_sae"]
