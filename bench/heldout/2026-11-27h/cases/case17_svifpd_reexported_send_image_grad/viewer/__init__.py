"""Send tensors to the image viewer while a script is running.

    import viewer
    viewer.connect()
    viewer.send_image(batch, "inputs")
"""
from .client import connect, send_image

__all__ = ["connect", "send_image"]
__version__ = "4.0.8"
