from collections import namedtuple

import torch as t
from torch import nn
from torch.nn import functional as F

from utils import array_tool as at
from utils.meter import AverageValueMeter, ConfusionMeter

LossTuple = namedtuple('LossTuple',
                       ['rpn_loc_loss', 'rpn_cls_loss', 'roi_loc_loss', 'roi_cls_loss', 'total_loss'])


class FasterRCNNTrainer(nn.Module):
    def __init__(self, faster_rcnn, lr=1e-3):
        super(FasterRCNNTrainer, self).__init__()
        self.faster_rcnn = faster_rcnn
        self.optimizer = t.optim.SGD(self.faster_rcnn.parameters(), lr=lr, momentum=0.9)
        self.rpn_cm = ConfusionMeter(2)
        self.roi_cm = ConfusionMeter(21)
        self.meters = {k: AverageValueMeter() for k in LossTuple._fields}

    def forward(self, imgs, depths, bboxes, labels, scale):
        out = self.faster_rcnn(imgs, depths, bboxes, labels, scale)
        rpn_loc_loss = F.smooth_l1_loss(out['rpn_loc'], out['gt_rpn_loc'])
        rpn_cls_loss = F.cross_entropy(out['rpn_score'], out['gt_rpn_label'], ignore_index=-1)
        roi_loc_loss = F.smooth_l1_loss(out['roi_loc'], out['gt_roi_loc'])
        roi_cls_loss = F.cross_entropy(out['roi_score'], out['gt_roi_label'])
        self.roi_cm.add(out['roi_score'].detach().cpu(), out['gt_roi_label'].cpu())
        losses = [rpn_loc_loss, rpn_cls_loss, roi_loc_loss, roi_cls_loss]
        losses = losses + [sum(losses)]
        return LossTuple(*losses)

    def train_step(self, imgs, depths, bboxes, labels, scale):
        self.optimizer.zero_grad()
        losses = self.forward(imgs, depths, bboxes, labels, scale)
        losses.total_loss.backward()
        self.optimizer.step()
        self.update_meters(losses)
        return losses

    def update_meters(self, losses):
        loss_d = {k: at.scalar(v) for k, v in losses._asdict().items()}
        for key, meter in self.meters.items():
            meter.add(loss_d[key])

    def reset_meters(self):
        for key, meter in self.meters.items():
            meter.reset()
        self.roi_cm.reset()
        self.rpn_cm.reset()

    def get_meter_data(self):
        return {k: float(v.value()[0]) for k, v in self.meters.items()}
