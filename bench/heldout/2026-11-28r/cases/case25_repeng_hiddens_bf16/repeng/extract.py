# expect: TL004
# source: https://github.com/vgel/repeng/issues/41 ("Does bfloat16 support need to be added?": "I'm having trouble loading Gemma2 2B It, which has bf16 weights, rather than fp16." - traceback: `trippy_vector = ControlVector.train(model, tokenizer, trippy_dataset)` -> extract.py `read_representations` -> `layer_hiddens = batched_get_hiddens(` (the stored excerpt ends there); the repository's `batched_get_hiddens` now converts the hidden states with `.cpu().float().numpy()`)
# note: repeng's representation reading reconstructed. `examples/gemma2_trippy.py` loads Gemma-2 with `torch_dtype=torch.bfloat16`, moves it to cuda and wraps it in `ControlModel` (`repeng/control.py`, whose `device` is the wrapped model's); `batched_get_hiddens` runs the model under `torch.no_grad()` and converts each last-token hidden state with `.cpu().numpy()`: device and grad are handled, but the hidden states are bf16 and the conversion raises "Got unsupported ScalarType BFloat16". The attention-mask index comes from `.item()`; the PCA, the projection and the sign test run on the stacked NumPy arrays; the directions are cast to float32.
import dataclasses
import typing

import numpy as np
import torch
import tqdm
from sklearn.decomposition import PCA
from transformers import PreTrainedModel, PreTrainedTokenizerBase

from .control import ControlModel, model_layer_list


@dataclasses.dataclass
class DatasetEntry:
    positive: str
    negative: str


@dataclasses.dataclass
class ControlVector:
    model_type: str
    directions: dict[int, np.ndarray]

    @classmethod
    def train(
        cls,
        model: "PreTrainedModel | ControlModel",
        tokenizer: PreTrainedTokenizerBase,
        dataset: list[DatasetEntry],
        **kwargs,
    ) -> "ControlVector":
        dirs = read_representations(model, tokenizer, dataset, **kwargs)
        return cls(model_type=model.config.model_type, directions=dirs)

    def __neg__(self) -> "ControlVector":
        return ControlVector(self.model_type, {k: -v for k, v in self.directions.items()})

    def __mul__(self, other: float) -> "ControlVector":
        return ControlVector(self.model_type, {k: other * v for k, v in self.directions.items()})


def read_representations(
    model: "PreTrainedModel | ControlModel",
    tokenizer: PreTrainedTokenizerBase,
    inputs: list[DatasetEntry],
    hidden_layers: typing.Iterable[int] | None = None,
    batch_size: int = 32,
    method: typing.Literal["pca_diff", "pca_center"] = "pca_diff",
) -> dict[int, np.ndarray]:
    """Extract one direction per layer from the contrast dataset."""
    if not hidden_layers:
        hidden_layers = range(-1, -model.config.num_hidden_layers, -1)
    n_layers = len(model_layer_list(model))
    hidden_layers = [i if i >= 0 else n_layers + i for i in hidden_layers]

    # the order is [positive, negative, positive, negative, ...]
    train_strs = [s for ex in inputs for s in (ex.positive, ex.negative)]
    layer_hiddens = batched_get_hiddens(model, tokenizer, train_strs, hidden_layers, batch_size)

    directions: dict[int, np.ndarray] = {}
    for layer in tqdm.tqdm(hidden_layers):
        h = layer_hiddens[layer]
        assert h.shape[0] == len(inputs) * 2
        if method == "pca_diff":
            train = h[::2] - h[1::2]
        elif method == "pca_center":
            center = (h[::2] + h[1::2]) / 2
            train = h.copy()
            train[::2] -= center
            train[1::2] -= center
        else:
            raise ValueError("unknown method " + method)

        pca_model = PCA(n_components=1, whiten=False).fit(train)
        directions[layer] = pca_model.components_.astype(np.float32).squeeze(axis=0)

        # make the positive examples project higher than the negative ones
        projected = project_onto_direction(h, directions[layer])
        positive_smaller_mean = np.mean([projected[i] < projected[i + 1] for i in range(0, len(inputs) * 2, 2)])
        positive_larger_mean = np.mean([projected[i] > projected[i + 1] for i in range(0, len(inputs) * 2, 2)])
        if positive_smaller_mean > positive_larger_mean:
            directions[layer] *= -1
    return directions


def batched_get_hiddens(
    model,
    tokenizer,
    inputs: list[str],
    hidden_layers: list[int],
    batch_size: int,
) -> dict[int, np.ndarray]:
    """
    Hidden state of the last non-padding token for each layer in `hidden_layers`,
    as a dict layer -> array of shape (n_inputs, hidden_dim).
    """
    batched_inputs = [inputs[p: p + batch_size] for p in range(0, len(inputs), batch_size)]
    hidden_states = {layer: [] for layer in hidden_layers}
    with torch.no_grad():
        for batch in tqdm.tqdm(batched_inputs):
            encoded_batch = tokenizer(batch, padding=True, return_tensors="pt")
            encoded_batch = encoded_batch.to(model.device)
            out = model(**encoded_batch, output_hidden_states=True)
            attention_mask = encoded_batch["attention_mask"]
            for i in range(len(batch)):
                last_non_padding_index = attention_mask[i].nonzero(as_tuple=True)[0][-1].item()
                for layer in hidden_layers:
                    hidden_idx = layer + 1 if layer >= 0 else layer
                    hidden_state = out.hidden_states[hidden_idx][i][last_non_padding_index].cpu().numpy()
                    hidden_states[layer].append(hidden_state)
            del out
    return {k: np.vstack(v) for k, v in hidden_states.items()}


def project_onto_direction(H, direction):
    """Project matrix H (n, d) onto direction vector (d,)"""
    mag = np.linalg.norm(direction)
    assert not np.isinf(mag)
    return (H @ direction) / mag
