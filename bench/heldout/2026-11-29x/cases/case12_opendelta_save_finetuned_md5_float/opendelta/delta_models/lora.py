"""LoRA delta model (reduced)."""
import math
from typing import List, Optional

import torch
from torch import nn

from opendelta.basemodel import DeltaBase


class LowRankLinear(nn.Module):
    def __init__(self, in_features, out_features, weight, r=8, lora_alpha=16, lora_dropout=0.0):
        super().__init__()
        self.r = r
        self.lora_dropout = nn.Dropout(p=lora_dropout) if lora_dropout > 0.0 else nn.Identity()
        self.lora_A = nn.Parameter(weight.new_zeros((r, in_features)))
        self.lora_B = nn.Parameter(weight.new_zeros((out_features, r)))
        self.scaling = lora_alpha / r
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))

    def forward(self, x):
        return (self.lora_dropout(x) @ self.lora_A.T @ self.lora_B.T) * self.scaling


class LoraModel(DeltaBase):
    delta_type = "lora"

    def __init__(self, backbone_model: nn.Module, lora_r=8, lora_alpha=16, lora_dropout=0.0,
                 modified_modules: Optional[List[str]] = None):
        DeltaBase.__init__(self, backbone_model, modified_modules=modified_modules or ["q_proj", "v_proj"])
        self.config.lora_r = lora_r
        for name, module in list(backbone_model.named_modules()):
            if isinstance(module, nn.Linear) and any(name.endswith(m) for m in self.modified_modules):
                self.insert_lora(module, lora_r, lora_alpha, lora_dropout)

    def insert_lora(self, module: nn.Linear, r, alpha, dropout):
        delta = LowRankLinear(module.in_features, module.out_features, module.weight,
                              r=r, lora_alpha=alpha, lora_dropout=dropout)
        module.add_module(self.registration_name, delta)
        original_forward = module.forward

        def forward_with_lora(x):
            return original_forward(x) + delta(x)

        module.forward = forward_with_lora
