import torch

# use the GPU for every tensor this package creates, as in the set_default_device("cuda") setups of the threads
if torch.cuda.is_available():
    torch.set_default_device("cuda")

from .sampling import sample_walks  # noqa: E402
