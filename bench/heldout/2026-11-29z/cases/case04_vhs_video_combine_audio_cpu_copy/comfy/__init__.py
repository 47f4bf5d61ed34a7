"""Reduced ComfyUI core: command-line options, device management and the
VAE wrapper that the audio nodes decode with (the API scripts import them
without starting the server).

The real package holds the samplers, the model patcher and the loaders; only
what the audio path of a workflow touches is kept here:

    comfy.cli_args          --gpu-only, --highvram, --cpu, ...
    comfy.model_management  which device models and node outputs live on
    comfy.sd                the VAE wrapper (decode on the VAE device,
                            return on the intermediate device)
"""

import logging
import os

logging.basicConfig(level=os.environ.get("COMFY_LOG_LEVEL", "INFO"), format="%(message)s")

COMFY_VERSION = "0.3.60"
# Custom nodes are loaded from here unless --disable-all-custom-nodes is given.
CUSTOM_NODES_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "custom_nodes")


def version_tuple(version: str = COMFY_VERSION) -> tuple:
    """'0.3.60' -> (0, 3, 60), for custom nodes that gate features on it."""
    return tuple(int(part) for part in version.split("."))


__all__ = ["COMFY_VERSION", "CUSTOM_NODES_DIR", "version_tuple"]
