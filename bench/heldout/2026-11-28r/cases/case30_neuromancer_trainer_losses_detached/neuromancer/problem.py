from typing import Dict, List

import torch
import torch.nn as nn


class Node(nn.Module):
    """Wraps a callable (usually an nn.Module) mapping named inputs to named outputs."""

    def __init__(self, callable, input_keys: List[str], output_keys: List[str], name=None):
        super().__init__()
        self.callable = callable
        self.input_keys = list(input_keys)
        self.output_keys = list(output_keys)
        self.name = name or type(callable).__name__

    def forward(self, data: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        inputs = [data[k] for k in self.input_keys]
        output = self.callable(*inputs)
        if not isinstance(output, tuple):
            output = (output,)
        return dict(zip(self.output_keys, output))


class PenaltyLoss(nn.Module):
    """Weighted sum of objective terms and squared constraint violations."""

    def __init__(self, objectives, constraints):
        super().__init__()
        self.objectives = list(objectives)
        self.constraints = list(constraints)

    def forward(self, output: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        loss = 0.0
        terms = {}
        for name, weight, fn in self.objectives:
            value = weight * fn(output)
            terms[name] = value
            loss = loss + value
        for name, weight, fn in self.constraints:
            violation = torch.relu(fn(output))
            value = weight * (violation ** 2).mean()
            terms[name] = value
            loss = loss + value
        terms["loss"] = loss
        return terms


class Problem(nn.Module):
    """Graph of nodes (policy, system model, ...) plus a loss; forward returns all variables and losses."""

    def __init__(self, nodes: List[Node], loss: PenaltyLoss, grad_inference: bool = False):
        super().__init__()
        self.nodes = nn.ModuleList(nodes)
        self.loss = loss
        self.grad_inference = grad_inference

    def step(self, input_dict: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        for node in self.nodes:
            input_dict = {**input_dict, **node(input_dict)}
        return input_dict

    def forward(self, data: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        output_dict = self.step(data)
        loss_terms = self.loss(output_dict)
        prefix = data.get("name", "train")
        output_dict.update({f"{prefix}_{k}": v for k, v in loss_terms.items()})
        return output_dict
