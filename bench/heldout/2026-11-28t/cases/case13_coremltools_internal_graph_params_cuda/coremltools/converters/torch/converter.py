import logging
from collections import OrderedDict

import numpy as np
import torch

from .internal_graph import InternalTorchIRGraph

logger = logging.getLogger(__name__)


class TensorType:
    def __init__(self, name=None, shape=None, dtype=np.float32):
        self.name = name
        self.shape = tuple(shape) if shape is not None else None
        self.dtype = np.dtype(dtype)

    def __repr__(self):
        return "TensorType(name=%r, shape=%r, dtype=%s)" % (self.name, self.shape, self.dtype)


class MLModel:
    def __init__(self, graph):
        self.graph = graph

    def save(self, path):
        with open(path, "wb") as fh:
            np.savez(fh, **{k.replace(".", "/"): v for k, v in self.graph.params.items()})


class TorchConverter:
    def __init__(self, torchscript, inputs):
        assert isinstance(torchscript, torch.jit.ScriptModule)
        self.torchscript = torchscript
        self.inputs = inputs
        raw_graph, params_dict = self._expand_and_optimize_ir(self.torchscript)
        self.graph = InternalTorchIRGraph(raw_graph, params_dict, self.inputs)

    @staticmethod
    def _expand_and_optimize_ir(torchscript):
        graph = torchscript.forward.graph
        torch._C._jit_pass_inline(graph)
        params_dict = OrderedDict()
        for name, tensor in torchscript.state_dict().items():
            params_dict[name] = tensor
        logger.info("%d parameters collected", len(params_dict))
        return graph, params_dict

    def convert(self):
        return MLModel(self.graph)


def convert(model, inputs=None, **kwargs):
    if inputs is None:
        raise ValueError("inputs must be provided for a TorchScript model")
    converter = TorchConverter(model, inputs)
    return converter.convert()
