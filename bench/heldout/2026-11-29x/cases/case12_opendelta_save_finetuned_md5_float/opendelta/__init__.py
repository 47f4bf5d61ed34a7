__version__ = "0.3.2"

from .delta_models.lora import LoraModel  # noqa: F401
