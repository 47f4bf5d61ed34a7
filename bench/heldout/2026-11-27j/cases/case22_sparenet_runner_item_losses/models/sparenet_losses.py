import torch

from cuda.chamfer_distance import ChamferDistance, ChamferDistanceMean
from cuda.emd import EMD


class SpareNetLosses:
    def __init__(self, cfg):
        self.cfg = cfg
        self.chamfer = ChamferDistance()
        self.chamfer_mean = ChamferDistanceMean()
        self.emd = EMD()

    def __call__(self, coarse, refine, middle, gt):
        coarse_loss = self.chamfer(coarse, gt) if self.cfg.use_cd else self.emd(coarse, gt)
        middle_loss = self.chamfer_mean(middle, gt)
        refine_loss = self.chamfer(refine, gt) if self.cfg.use_cd else self.emd(refine, gt)
        total = coarse_loss + middle_loss + refine_loss
        log = {
            "coarse": coarse_loss.item(),
            "middle": middle_loss.item(),
            "refine": refine_loss.item(),
            "total": total.item(),
        }
        return total, log
