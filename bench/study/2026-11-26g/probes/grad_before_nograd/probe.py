import torch
import torch.nn as nn


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.w = nn.Parameter(torch.tensor([10.0]))

    def loss_inside_nograd(self, x):
        sim = self.lin(x) * self.w
        with torch.no_grad():
            preds = sim.cpu().numpy()  # bug: sim was built with grad before the block (RTVC encoder/model.py:118-129)
        return preds

    def loss_plain(self, x):
        sim = self.lin(x) * self.w
        preds = sim.cpu().numpy()  # bug, contrast: the same without the block
        return preds
