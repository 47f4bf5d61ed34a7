import os
from typing import Any, Dict

import torch

import craftsman
from craftsman.systems.base import BaseSystem


@craftsman.register("shape-autoencoder-system")
class ShapeAutoEncoderSystem(BaseSystem):
    def configure(self):
        super().configure()
        self.shape_model = craftsman.find(self.cfg.shape_model_type)(self.cfg.shape_model)

    def forward(self, batch: Dict[str, Any]) -> Dict[str, Any]:
        num = batch["number_sharp"]
        target = batch["occupancies"]
        criteria = torch.nn.BCEWithLogitsLoss()
        latents, kl, logits, mean_value, variance_value = self.shape_model(
            batch["coarse_surface"],
            batch["sharp_surface"],
            batch["rand_points"],
            sample_posterior=self.cfg.sample_posterior,
        )
        return {
            "loss_coarse_logits": criteria(logits[:, num:], target[:, num:]),
            "loss_sharp_logits": criteria(logits[:, :num], target[:, :num]),
            "loss_kl": kl.sum() / kl.shape[0],
            "overall_logits": logits,
            "overall_target": target,
            "latents": latents,
            "mean_value": mean_value,
            "variance_value": variance_value,
        }

    def training_step(self, batch, batch_idx):
        out = self(batch)
        loss = 0.0
        for name, value in out.items():
            if name.startswith("loss_"):
                self.log(f"train/{name}", value)
                loss += value * self.C(self.cfg.loss[name.replace("loss_", "lambda_")])
        return {"loss": loss}

    def _iou(self, out):
        pred = (out["overall_logits"] >= 0).float()
        labels = (out["overall_target"] >= 0).float()
        accuracy = (pred == labels).float().mean()
        intersection = (pred * labels).sum(dim=1)
        union = (pred + labels).gt(0).sum(dim=1)
        return accuracy, (intersection / union + 1e-5).mean()

    def _reconstruct(self, batch, out):
        uid = os.path.basename(batch["uid"][0]).replace(".npz", "")
        save_slice_dir = self.get_save_path(f"it{self.true_global_step}/{uid}")
        mesh_v_f, has_surface = self.shape_model.extract_geometry_by_diffdmc(
            out["latents"], octree_depth=9, save_slice_dir=save_slice_dir
        )
        if has_surface[0]:
            self.save_mesh(f"it{self.true_global_step}/{uid}.obj", mesh_v_f[0][0], mesh_v_f[0][1])
        return uid

    @torch.no_grad()
    def validation_step(self, batch, batch_idx):
        self.eval()
        out = self(batch)
        try:
            uid = self._reconstruct(batch, out)
        except Exception as e:
            print(f"ERROR: in processing batch: {batch['uid']}. Error: {e}")
            return
        accuracy, iou = self._iou(out)
        self.log("val/overall_accuracy", accuracy, sync_dist=True, on_epoch=True)
        self.log("val/overall_iou", iou, sync_dist=True, on_epoch=True)
        self.log("val/mean_value", out["mean_value"], sync_dist=True, on_epoch=True)
        self.log(f"val_{uid}/overall_iou", iou, on_epoch=True)
        torch.cuda.empty_cache()
        return {"val/loss": out["loss_sharp_logits"]}

    @torch.no_grad()
    def test_step(self, batch, batch_idx):
        return self.validation_step(batch, batch_idx)

    def on_validation_epoch_end(self):
        pass
