import torch
import torch.nn.functional as F

from fastreid.modeling import build_model
from fastreid.utils.checkpoint import Checkpointer


class FeatureExtractionDemo:
    """After the maintainers' fix (commit 62ad5e1): features leave the predictor already on the CPU."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.device = torch.device(cfg.MODEL.DEVICE)
        self.model = build_model(cfg)
        Checkpointer(self.model).load(cfg.MODEL.WEIGHTS)
        self.model.to(self.device).eval()

    def run_on_loader(self, data_loader):
        for batch in data_loader:
            with torch.no_grad():
                feats = self.model(batch["images"].to(self.device))
                feats = F.normalize(feats)
            yield feats.cpu(), batch["targets"].tolist(), batch["camids"].tolist()
