# encoding: utf-8
import torch

from fastreid.modeling.meta_arch import build_model
from fastreid.utils.checkpoint import Checkpointer


class DefaultPredictor:
    """Builds the model on cfg.MODEL.DEVICE ("cuda" by default) and returns the normalised features."""

    def __init__(self, cfg):
        self.cfg = cfg.clone()
        self.cfg.defrost()
        self.cfg.MODEL.BACKBONE.PRETRAIN = False
        self.device = torch.device(cfg.MODEL.DEVICE if torch.cuda.is_available() else "cpu")
        self.model = build_model(self.cfg).to(self.device)
        self.model.eval()
        Checkpointer(self.model).load(cfg.MODEL.WEIGHTS)

    def __call__(self, image):
        inputs = {"images": image.to(self.device)}
        with torch.no_grad():
            predictions = self.model(inputs)
        return predictions


class FeatureExtractionDemo(object):
    def __init__(self, cfg, parallel=False):
        """
        Args:
            cfg (CfgNode):
            parallel (bool) whether to run the model in different processes from visualization.:
                Useful since the visualization logic can be slow.
        """
        self.cfg = cfg
        self.parallel = parallel
        self.predictor = DefaultPredictor(cfg)

    def run_on_loader(self, data_loader):
        if self.parallel:
            raise NotImplementedError
        for batch in data_loader:
            predictions = self.predictor(batch["images"])
            yield predictions, batch["targets"].numpy(), batch["camids"].numpy()
