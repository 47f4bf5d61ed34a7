import numpy as np
import torch

from deepmd.dpmodel.common import serialize_variables
from deepmd.pt_expt.utils import env


class NativeLayer(torch.nn.Module):
    """One dense layer of a fitting/embedding net, trained by the pt_expt backend."""

    def __init__(self, num_in, num_out, bias=True, activation_function="tanh", trainable=True):
        super().__init__()
        prec = env.GLOBAL_PT_FLOAT_PRECISION
        self.w = torch.nn.Parameter(torch.randn(num_in, num_out, dtype=prec, device=env.DEVICE) / np.sqrt(num_in),
                                    requires_grad=trainable)
        self.b = torch.nn.Parameter(torch.zeros(num_out, dtype=prec, device=env.DEVICE),
                                    requires_grad=trainable) if bias else None
        self.activation_function = activation_function

    def forward(self, x):
        y = x @ self.w
        if self.b is not None:
            y = y + self.b
        return torch.tanh(y) if self.activation_function == "tanh" else y

    def serialize(self) -> dict:
        return {
            "@class": "Layer",
            "@version": 1,
            "activation_function": self.activation_function,
            "@variables": serialize_variables({
                "w": self.w.cpu(),
                "b": self.b.cpu() if self.b is not None else None,
            }),
        }
