# expect: none
# source: https://github.com/apple/coremltools/issues/804 ("cuda tensor parameter fail to convert to numpy in InternalTorchIRGraph": "If the input parameter type to a traced model is tensor.cuda(), ct.convert fails", traceback ends in `coremltools/converters/mil/frontend/torch/internal_graph.py` line 180, `value = param.detach().numpy()`; suggested fix `value = param.cpu().detach().numpy()`)
# note: a reduced copy of the PyTorch frontend of coremltools 4.0b1 together with the user's export script, reconstructed: `export_resnet.py` moves a torchvision ResNet and its example input to cuda, traces it and calls `ct.convert`; `converter.py` collects the traced module's parameters with `state_dict()` and hands them to `InternalTorchIRGraph`, whose `.detach().numpy()` of each cuda parameter raises. Input shapes are plain tuples, the input spec is built with NumPy dtypes, and the parameter dtypes are read with `str(param.dtype)`. Header `coremltools/converters/torch/internal_graph.py`. Twin: `param.cpu().detach().numpy()`, the fix proposed in the thread.
from collections import OrderedDict

import numpy as np


class InternalTorchIRNode:
    def __init__(self, node=None, kind=None, inputs=None, outputs=None):
        self.kind = kind if kind is not None else node.kind().split("::")[-1].lower()
        self.inputs = inputs if inputs is not None else [str(i.debugName()) for i in node.inputs()]
        self.outputs = outputs if outputs is not None else [str(o.debugName()) for o in node.outputs()]
        self.name = self.outputs[0]

    def __str__(self):
        return "%s = %s(%s)" % (", ".join(self.outputs), self.kind, ", ".join(self.inputs))


class InternalTorchIRGraph:
    """CoreML internal representation of a torch IR graph."""

    def __init__(self, raw_graph, params_dict, input_values):
        self.nodes = []
        self.params = OrderedDict()
        self.inputs = OrderedDict()
        self.outputs = []

        # Add nodes
        for raw_node in raw_graph.nodes():
            self.nodes.append(InternalTorchIRNode(raw_node))

        # Add params
        for name, param in params_dict.items():
            value = param.cpu().detach().numpy()
            self.params[name] = value

        # Add inputs
        for index, _input in enumerate(list(raw_graph.inputs())[1:]):
            name = str(_input.debugName())
            spec = input_values[index]
            self.inputs[name] = np.zeros(spec.shape, dtype=spec.dtype)

        # Add outputs
        for output in raw_graph.outputs():
            self.outputs.append(str(output.debugName()))

    def describe(self):
        dtypes = sorted({str(v.dtype) for v in self.params.values()})
        return "graph: %d nodes, %d params (%s), inputs %s" % (
            len(self.nodes), len(self.params), ", ".join(dtypes), list(self.inputs))

    def __str__(self):
        return "\n".join(str(n) for n in self.nodes)
