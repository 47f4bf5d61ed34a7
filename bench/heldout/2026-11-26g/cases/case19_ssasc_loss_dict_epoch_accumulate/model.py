import torch
import torch.nn as nn
import torch.nn.functional as F


class LMSCNet(nn.Module):
    def __init__(self, class_num, input_dims, class_frequencies):
        super().__init__()
        self.encoder = nn.Sequential(nn.Conv2d(input_dims, 64, 3, padding=1), nn.ReLU(), nn.Conv2d(64, 64, 3, padding=1))
        self.seg_head = nn.Conv2d(64, class_num * input_dims, 1)
        self.class_num = class_num
        weights = 1.0 / torch.log(torch.as_tensor(class_frequencies, dtype=torch.float32) + 1e-3)
        self.register_buffer("class_weights", weights)

    def forward(self, occupancy):
        x = self.encoder(occupancy)
        out = self.seg_head(x)
        b, _, h, w = out.shape
        return out.view(b, self.class_num, -1, h, w)

    def compute_loss(self, scores, target):
        semantic = F.cross_entropy(scores, target, weight=self.class_weights, ignore_index=255)
        occupied = (scores.softmax(1)[:, 1:].sum(1))
        completion = F.binary_cross_entropy(occupied.clamp(1e-6, 1 - 1e-6), (target > 0).float() * (target != 255).float())
        return {"total": semantic + 0.5 * completion, "semantic_1_1": semantic, "completion": completion}
