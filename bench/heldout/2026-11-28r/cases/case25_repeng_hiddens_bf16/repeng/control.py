import dataclasses
import typing

import torch
from transformers import PretrainedConfig, PreTrainedModel


@dataclasses.dataclass
class BlockControlParams:
    control: torch.Tensor | None = None
    normalize: bool = False

    @classmethod
    def default(cls) -> "BlockControlParams":
        return cls()


class ControlledBlock(torch.nn.Module):
    def __init__(self, block: torch.nn.Module) -> None:
        super().__init__()
        self.block = block
        self.params = BlockControlParams.default()

    def forward(self, *args, **kwargs):
        output = self.block(*args, **kwargs)
        control = self.params.control
        if control is None:
            return output
        modified = output[0] if isinstance(output, tuple) else output
        norm_pre = torch.norm(modified, dim=-1, keepdim=True)
        modified = modified + control.to(modified.device, modified.dtype).reshape(1, 1, -1)
        if self.params.normalize:
            modified = modified / torch.norm(modified, dim=-1, keepdim=True) * norm_pre
        return (modified,) + output[1:] if isinstance(output, tuple) else modified


def model_layer_list(model) -> torch.nn.ModuleList:
    if isinstance(model, ControlModel):
        model = model.model
    if hasattr(model, "model"):  # llama, mistral, gemma
        return model.model.layers
    if hasattr(model, "transformer"):  # gpt-2
        return model.transformer.h
    raise ValueError(f"don't know how to get layer list for {type(model)}")


class ControlModel(torch.nn.Module):
    """Wraps a causal LM and patches `layer_ids` so that control vectors can be added to their output."""

    def __init__(self, model: PreTrainedModel, layer_ids: typing.Iterable[int]):
        super().__init__()
        self.model = model
        layers = model_layer_list(model)
        self.layer_ids = [i if i >= 0 else len(layers) + i for i in layer_ids]
        for layer_id in self.layer_ids:
            if not isinstance(layers[layer_id], ControlledBlock):
                layers[layer_id] = ControlledBlock(layers[layer_id])

    @property
    def config(self) -> PretrainedConfig:
        return self.model.config

    @property
    def device(self) -> torch.device:
        return self.model.device

    def set_control(self, control, coeff: float = 1.0, normalize: bool = False) -> None:
        layers = model_layer_list(self.model)
        for layer_id in self.layer_ids:
            direction = torch.tensor(coeff * control.directions[layer_id], device=self.model.device,
                                     dtype=self.model.dtype)
            layers[layer_id].params = BlockControlParams(control=direction, normalize=normalize)

    def reset(self) -> None:
        layers = model_layer_list(self.model)
        for layer_id in self.layer_ids:
            layers[layer_id].params = BlockControlParams.default()

    def forward(self, *args, **kwargs):
        return self.model.forward(*args, **kwargs)

    def generate(self, *args, **kwargs):
        return self.model.generate(*args, **kwargs)
