import torch.nn as nn


class DiMPActor(nn.Module):
    """Actor for training the DiMP network."""

    def __init__(self, net, objective, loss_weight=None):
        super().__init__()
        self.net = net
        self.objective = objective
        self.loss_weight = loss_weight or {"iou": 1.0, "test_clf": 100.0}

    def forward(self, data):
        target_scores, iou_pred = self.net(train_imgs=data["train_images"], test_imgs=data["test_images"],
                                           train_bb=data["train_anno"], test_proposals=data["test_proposals"])
        loss_target_classifier = self.loss_weight["test_clf"] * self.objective["test_clf"](
            target_scores, data["test_label"], data["test_anno"])
        loss_iou = self.loss_weight["iou"] * self.objective["iou"](iou_pred, data["proposal_iou"])
        loss = loss_iou + loss_target_classifier
        stats = {"Loss/total": loss, "Loss/iou": loss_iou, "Loss/target_clf": loss_target_classifier}
        return loss, stats
