"""Minimal registry used by the craftsman launcher (reduced from Seed3D/Dora)."""
import importlib

__modules__ = {}

__all__ = ["register", "find", "load_custom_modules"]


def register(name):
    """Decorator: register a system, model or data module under ``name``."""

    def decorator(cls):
        if name in __modules__:
            raise ValueError(
                f"Module {name} already exists! Names of extensions conflict!"
            )
        __modules__[name] = cls
        return cls

    return decorator


def find(name):
    """Return the class registered under ``name``."""
    if name in __modules__:
        return __modules__[name]
    raise ValueError(
        f"Module {name} not found, registered modules: {sorted(__modules__)}"
    )


def load_custom_modules():
    """Import the packages whose classes register themselves on import."""
    for package in (
        "craftsman.systems.shape_autoencoder",
        "craftsman.models.autoencoders.michelangelo_autoencoder",
    ):
        importlib.import_module(package)


def debug(*args, **kwargs):
    # kept for parity with the upstream helper; prints only on rank zero
    import os

    if os.environ.get("LOCAL_RANK", "0") == "0":
        print(*args, **kwargs)
