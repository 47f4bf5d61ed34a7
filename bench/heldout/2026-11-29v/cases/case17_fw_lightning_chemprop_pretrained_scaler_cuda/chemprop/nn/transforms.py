# expect: TL001
# source: https://github.com/chemprop/chemprop/issues/1221 ("[v2 BUG]: Error when loading a pretrained model (tensor in cuda)": "when the model is loaded during the fine-tuning step, there is a `TypeError` and the execution crashes. Something somewhere isn't being loaded to the correct device."; traceback: `chemprop/cli/train.py` "line 696, in load_and_use_pretrained_model_scalers scaler = _model.predictor.output_transform.to_standard_scaler()" into `chemprop/nn/transforms.py` "line 30, in" to_standard_scaler)
# note: chemprop v2's training CLI (a Lightning `MPNN`), reconstructed and reduced (the message-passing encoder is a small feed-forward stand-in): the pre-training run fits the model with `Trainer(accelerator="auto")` on the GPU, reloads the best checkpoint with `load_from_checkpoint` (which keeps the tensors on cuda) and writes it with `save_model`; the fine-tuning run loads that file with `MPNN.load_from_file` (no `map_location`, so the buffers come back on cuda) and calls `output_transform.to_standard_scaler()`, which builds a scikit-learn `StandardScaler` from the `mean`/`scale` buffers with `.numpy()`. Traps: `from_standard_scaler` builds the buffers from NumPy arrays, `forward` stays in torch, and `normalize_targets` works on NumPy targets. Header `chemprop/nn/transforms.py`.
import torch
from numpy.typing import ArrayLike
from sklearn.preprocessing import StandardScaler
from torch import Tensor, nn


class _ScaleTransformMixin(nn.Module):
    def __init__(self, mean: ArrayLike, scale: ArrayLike, pad: int = 0):
        super().__init__()

        mean = torch.cat([torch.zeros(pad), torch.tensor(mean, dtype=torch.float)])
        scale = torch.cat([torch.ones(pad), torch.tensor(scale, dtype=torch.float)])

        self.register_buffer("mean", mean.unsqueeze(0))
        self.register_buffer("scale", scale.unsqueeze(0))

    @classmethod
    def from_standard_scaler(cls, scaler: StandardScaler, pad: int = 0):
        return cls(scaler.mean_, scaler.scale_, pad=pad)

    def to_standard_scaler(self, anti_pad: int = 0) -> StandardScaler:
        scaler = StandardScaler()
        scaler.mean_ = self.mean[0, anti_pad:].numpy()
        scaler.scale_ = self.scale[0, anti_pad:].numpy()
        return scaler


class ScaleTransform(_ScaleTransformMixin):
    def forward(self, X: Tensor) -> Tensor:
        if self.training:
            return X
        return (X - self.mean) / self.scale


class UnscaleTransform(_ScaleTransformMixin):
    def forward(self, X: Tensor) -> Tensor:
        if self.training:
            return X
        return X * self.scale + self.mean

    def transform_variance(self, var: Tensor) -> Tensor:
        if self.training:
            return var
        return var * (self.scale**2)
