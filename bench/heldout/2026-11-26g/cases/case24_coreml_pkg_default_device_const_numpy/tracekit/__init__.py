"""tracekit: fold constants out of TorchScript graphs before exporting them."""
import torch

# Run everything on the GPU when there is one: tensors created without an explicit
# device land there, so the traced graph and its constants share the model's device.
if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .convert import convert_constants, fold_scalar  # noqa: E402

__all__ = ["convert_constants", "fold_scalar"]
__version__ = "0.3.1"
