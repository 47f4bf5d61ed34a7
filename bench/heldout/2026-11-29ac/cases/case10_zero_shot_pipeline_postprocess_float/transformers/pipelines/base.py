"""Pipeline base classes (reduced from transformers/pipelines/base.py, 4.44)."""

import logging
from abc import ABC, abstractmethod
from contextlib import contextmanager

import torch

logger = logging.getLogger(__name__)


class ArgumentHandler(ABC):
    """Base interface for handling arguments for each Pipeline."""

    @abstractmethod
    def __call__(self, *args, **kwargs):
        raise NotImplementedError()


class Pipeline:
    """Preprocess -> forward -> postprocess.

    ``forward`` moves the model inputs to ``self.device``, runs ``_forward`` without autograd and
    moves every tensor of the model outputs back to the CPU before ``postprocess`` sees it. The
    dtype of the outputs is the dtype the model computes in.
    """

    def __init__(self, model, tokenizer=None, device=None, torch_dtype=None, **kwargs):
        self.model = model
        self.tokenizer = tokenizer
        if device is None:
            device = model.device
        elif isinstance(device, int):
            device = torch.device("cpu") if device < 0 else torch.device(f"cuda:{device}")
        self.device = torch.device(device)
        if torch_dtype is not None:
            self.model = self.model.to(torch_dtype)
        if self.model.device != self.device:
            self.model.to(self.device)
        self._preprocess_params, self._forward_params, self._postprocess_params = self._sanitize_parameters(**kwargs)

    @contextmanager
    def device_placement(self):
        if self.device.type == "cuda":
            with torch.cuda.device(self.device):
                yield
        else:
            yield

    def _ensure_tensor_on_device(self, inputs, device):
        if isinstance(inputs, dict):
            return {name: self._ensure_tensor_on_device(tensor, device) for name, tensor in inputs.items()}
        if isinstance(inputs, (list, tuple)):
            return type(inputs)(self._ensure_tensor_on_device(item, device) for item in inputs)
        if isinstance(inputs, torch.Tensor):
            return inputs.to(device)
        return inputs

    def forward(self, model_inputs, **forward_params):
        with self.device_placement(), torch.no_grad():
            model_inputs = self._ensure_tensor_on_device(model_inputs, device=self.device)
            model_outputs = self._forward(model_inputs, **forward_params)
            model_outputs = self._ensure_tensor_on_device(model_outputs, device=torch.device("cpu"))
        return model_outputs

    def __call__(self, inputs, **kwargs):
        preprocess_params, forward_params, postprocess_params = self._sanitize_parameters(**kwargs)
        preprocess_params = {**self._preprocess_params, **preprocess_params}
        postprocess_params = {**self._postprocess_params, **postprocess_params}
        if isinstance(inputs, list):
            return [self.run_single(item, preprocess_params, forward_params, postprocess_params) for item in inputs]
        return self.run_single(inputs, preprocess_params, forward_params, postprocess_params)

    def run_single(self, inputs, preprocess_params, forward_params, postprocess_params):
        model_inputs = self.preprocess(inputs, **preprocess_params)
        model_outputs = self.forward(model_inputs, **forward_params)
        return self.postprocess(model_outputs, **postprocess_params)


class ChunkPipeline(Pipeline):
    """A pipeline whose ``preprocess`` yields several chunks; ``postprocess`` gets all their outputs."""

    def run_single(self, inputs, preprocess_params, forward_params, postprocess_params):
        all_outputs = []
        for model_inputs in self.preprocess(inputs, **preprocess_params):
            all_outputs.append(self.forward(model_inputs, **forward_params))
        return self.postprocess(all_outputs, **postprocess_params)
