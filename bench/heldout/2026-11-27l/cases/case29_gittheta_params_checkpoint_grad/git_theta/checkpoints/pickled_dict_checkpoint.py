# expect: TL002
# source: https://github.com/r-three/git-theta/issues/230 ("Pytorch Checkpoint reading": "There are some cases, such as where the checkpoint was saved with GPU tensors that we probably need to add `map_location=torch.device("cpu")`. Similarly there was a checkpoint where a `.detach()` call was needed before the `.numpy()` call.")
# note: reconstruction of git-theta's pickled-dict checkpoint plugin with the map_location already added but not the `.detach()`: the tracked checkpoint (train/finetune.py) is `dict(model.named_parameters())`, so torch.load rebuilds nn.Parameter objects with requires_grad=True (checked: loading such a dict with map_location="cpu" gives Parameters whose `.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad"); the device is handled by map_location and `.cpu()`, grad mode is on.
"""Checkpoint plugin for PyTorch checkpoints saved as a pickled dict of tensors."""
import io

import torch

from git_theta.checkpoints.base import Checkpoint


class PickledDictCheckpoint(Checkpoint):
    """Class for wrapping PyTorch models saved as a dict of name -> tensor."""

    name: str = "pytorch"

    @classmethod
    def load(cls, checkpoint_path):
        model_dict = torch.load(checkpoint_path, map_location=torch.device("cpu"))
        if not isinstance(model_dict, dict):
            raise ValueError("Supplied PyTorch checkpoint must be a dict.")
        if not all(isinstance(k, str) for k in model_dict):
            raise ValueError("All PyTorch checkpoint keys must be strings.")
        return model_dict

    @classmethod
    def from_framework(cls, model_dict):
        return cls({k: v.cpu().numpy() for k, v in model_dict.items()})

    def to_framework(self):
        return {k: torch.as_tensor(v) for k, v in self.items()}

    def save(self, checkpoint_path):
        buffer = io.BytesIO()
        torch.save(self.to_framework(), buffer)
        with open(checkpoint_path, "wb") as f:
            f.write(buffer.getvalue())
