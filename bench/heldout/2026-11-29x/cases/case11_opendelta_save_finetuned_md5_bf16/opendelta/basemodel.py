"""DeltaBase and the save path (reduced)."""
import json
import os
from typing import Callable, List, Optional, Union

import torch
from torch import nn

from opendelta.utils.model_md5 import gen_model_hash


class BaseDeltaConfig:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def save_finetuned(self, save_directory):
        with open(os.path.join(save_directory, "config.json"), "w") as f:
            json.dump(self.__dict__, f, indent=2)


class SaveLoadMixin:
    def add_configs_when_saving(self,):
        self.config.backbone_class = self.backbone_model.__class__.__name__
        if hasattr(self.backbone_model, "config"):
            self.config.backbone_checkpoint_name = os.path.split(
                self.backbone_model.config._name_or_path.strip("/"))[-1]
        self.config.backbone_hash = gen_model_hash(self.backbone_model)

    def save_finetuned(
        self,
        finetuned_delta_path: Optional[Union[str, os.PathLike]] = "./delta_checkpoints/",
        save_config: bool = True,
        state_dict: Optional[dict] = None,
        save_function: Callable = torch.save,
        push_to_dc: bool = False,
    ):
        """Save the delta parameters and the config (with the backbone's hash)."""
        save_directory = finetuned_delta_path
        os.makedirs(save_directory, exist_ok=True)
        if state_dict is None:
            state_dict = {n: p.detach() for n, p in self.backbone_model.named_parameters()
                          if self.registration_name in n or "lora" in n}
        save_function(state_dict, os.path.join(save_directory, "pytorch_model.bin"))
        if save_config:
            self.add_configs_when_saving()
            self.config.save_finetuned(save_directory)


class DeltaBase(nn.Module, SaveLoadMixin):
    """The base class for all delta models."""
    delta_type = ""

    def __init__(self, backbone_model: nn.Module, modified_modules: Optional[List[str]] = None,
                 registration_name: Optional[str] = "deltas"):
        nn.Module.__init__(self)
        self.__dict__["backbone_model"] = backbone_model
        self.modified_modules = modified_modules or []
        self.registration_name = registration_name
        self.config = BaseDeltaConfig(delta_type=self.delta_type,
                                      modified_modules=self.modified_modules)

    def freeze_module(self, exclude: Optional[List[str]] = None):
        exclude = exclude or ["deltas"]
        for n, p in self.backbone_model.named_parameters():
            p.requires_grad = any(e in n for e in exclude)

    def log(self):
        total = sum(p.numel() for p in self.backbone_model.parameters())
        trainable = sum(p.numel() for p in self.backbone_model.parameters() if p.requires_grad)
        print("Trainable Ratio: {}/{}={:.6f}%".format(trainable, total, 100.0 * trainable / total))
