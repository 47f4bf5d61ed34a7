import torch
import torch.nn as nn
import torch.nn.functional as F

from torch_linear_assignment import batch_linear_assignment


class SetCriterion(nn.Module):
    """Bipartite matching loss for a fixed number of query slots."""

    def __init__(self, num_classes, cost_class=1.0, cost_box=5.0):
        super().__init__()
        self.num_classes = num_classes
        self.cost_class = cost_class
        self.cost_box = cost_box

    def forward(self, pred_logits, pred_boxes, tgt_labels, tgt_boxes):
        # pred_logits: (B, Q, C), pred_boxes: (B, Q, 4); targets padded to (B, T)
        prob = pred_logits.softmax(-1)
        cost_class = -prob.gather(2, tgt_labels[:, None, :].expand(-1, prob.shape[1], -1))
        cost_box = torch.cdist(pred_boxes, tgt_boxes, p=1)
        cost = self.cost_class * cost_class + self.cost_box * cost_box  # (B, Q, T)
        assignment = batch_linear_assignment(cost)
        assignment = assignment.to(pred_logits.device)

        matched = assignment >= 0
        tgt_idx = assignment.clamp(min=0)
        matched_labels = torch.where(matched, tgt_labels.gather(1, tgt_idx), torch.full_like(tgt_idx, self.num_classes))
        loss_ce = F.cross_entropy(pred_logits.flatten(0, 1), matched_labels.flatten())
        matched_boxes = tgt_boxes.gather(1, tgt_idx[..., None].expand(-1, -1, 4))
        loss_box = (F.l1_loss(pred_boxes, matched_boxes, reduction="none").sum(-1) * matched).sum() / matched.sum().clamp(min=1)
        return loss_ce + loss_box
