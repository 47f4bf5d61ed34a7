"""YOLOv3 loss (objectness + class BCE and box regression), per output scale."""
import torch
from torch import nn


class YOLOLoss(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.bce = nn.BCEWithLogitsLoss(reduction="sum")
        self.mse = nn.MSELoss(reduction="sum")

    def forward(self, prediction, target):
        # prediction / target: (batch, anchors, h, w, 5 + num_classes), target already encoded
        obj_mask = target[..., 4] > 0
        loss_box = self.mse(prediction[..., :4][obj_mask], target[..., :4][obj_mask])
        loss_conf = self.bce(prediction[..., 4], target[..., 4])
        loss_cls = self.bce(prediction[..., 5:][obj_mask], target[..., 5:][obj_mask])
        return (loss_box + loss_conf + loss_cls) / prediction.shape[0]


def compute_loss(outputs, targets, loss_fns):
    loss = 0
    for out, tgt, fn in zip(outputs, targets, loss_fns):
        loss = loss + fn(out, tgt)
    return loss
