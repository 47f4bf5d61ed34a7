"""Print the public names of torch.Tensor: the source of tables.TENSOR_METHODS."""

import torch

print(" ".join(sorted(n for n in dir(torch.Tensor) if not n.startswith("_"))))
