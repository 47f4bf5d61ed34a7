import os
from dataclasses import dataclass, field
from typing import Optional

import pytorch_lightning as pl
import torch


class BaseSystem(pl.LightningModule):
    """Common plumbing of the craftsman systems: config, optimiser, save paths."""

    @dataclass
    class Config:
        loss: dict = field(default_factory=dict)
        optimizer: dict = field(default_factory=dict)
        weights: Optional[str] = None
        shape_model_type: Optional[str] = None
        shape_model: dict = field(default_factory=dict)
        sample_posterior: bool = True

    def __init__(self, cfg: dict, resumed: bool = False) -> None:
        super().__init__()
        self.cfg = self.Config(**cfg)
        self._save_dir: Optional[str] = None
        self._resumed = resumed
        self._resumed_eval = False
        self._resumed_eval_status = {"global_step": 0, "current_epoch": 0}
        self.configure()
        if self.cfg.weights is not None:
            state = torch.load(self.cfg.weights, map_location="cpu")
            self.load_state_dict(state["state_dict"], strict=False)

    def configure(self) -> None:
        pass

    def set_save_dir(self, save_dir: str) -> None:
        self._save_dir = save_dir
        os.makedirs(save_dir, exist_ok=True)

    def get_save_path(self, filename: str) -> str:
        save_path = os.path.join(self._save_dir, filename)
        os.makedirs(os.path.dirname(save_path), exist_ok=True)
        return save_path

    def set_resume_status(self, current_epoch: int, global_step: int) -> None:
        self._resumed_eval = True
        self._resumed_eval_status["current_epoch"] = current_epoch
        self._resumed_eval_status["global_step"] = global_step

    @property
    def true_global_step(self) -> int:
        if self._resumed_eval:
            return self._resumed_eval_status["global_step"]
        return self.global_step

    def C(self, value) -> float:
        # constant or [start, end, start_step, end_step] linear ramp
        if isinstance(value, (int, float)):
            return float(value)
        start, end, s0, s1 = value
        t = min(max((self.true_global_step - s0) / max(s1 - s0, 1), 0.0), 1.0)
        return float(start + (end - start) * t)

    def configure_optimizers(self):
        lr = self.cfg.optimizer.get("lr", 1e-4)
        return torch.optim.AdamW(self.parameters(), lr=lr, betas=(0.9, 0.99))

    def save_mesh(self, filename: str, vertices, faces) -> str:
        import trimesh

        save_path = self.get_save_path(filename)
        mesh = trimesh.Trimesh(vertices.detach().cpu().numpy(), faces.detach().cpu().numpy())
        mesh.export(save_path)
        return save_path
