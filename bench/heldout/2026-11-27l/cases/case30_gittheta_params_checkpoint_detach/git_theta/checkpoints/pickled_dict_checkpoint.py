# expect: none
# source: https://github.com/r-three/git-theta/issues/230 ("Pytorch Checkpoint reading": "There are some cases, such as where the checkpoint was saved with GPU tensors that we probably need to add `map_location=torch.device("cpu")`. Similarly there was a checkpoint where a `.detach()` call was needed before the `.numpy()` call.")
# note: the plugin with both changes the issue asks for: map_location moves the saved cuda tensors to the host and `v.detach().cpu().numpy()` drops the requires_grad of the nn.Parameter objects in the `dict(model.named_parameters())` checkpoint written by train/finetune.py (checked on CPU: the detached Parameters convert). Only the conversion expression differs from case29.
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
        return cls({k: v.detach().cpu().numpy() for k, v in model_dict.items()})

    def to_framework(self):
        return {k: torch.as_tensor(v) for k, v in self.items()}

    def save(self, checkpoint_path):
        buffer = io.BytesIO()
        torch.save(self.to_framework(), buffer)
        with open(checkpoint_path, "wb") as f:
            f.write(buffer.getvalue())
