import torch
import torch.nn as nn
import torch.nn.functional as F


class StereoNet(nn.Module):
    def __init__(self, maxdisp=192, k=3):
        super().__init__()
        self.maxdisp = maxdisp
        self.k = k
        layers = [nn.Conv2d(3, 32, 5, 2, 2), nn.LeakyReLU(0.2)]
        for _ in range(k - 1):
            layers += [nn.Conv2d(32, 32, 5, 2, 2), nn.LeakyReLU(0.2)]
        self.feature = nn.Sequential(*layers)
        self.filter = nn.Sequential(nn.Conv3d(32, 32, 3, 1, 1), nn.LeakyReLU(0.2), nn.Conv3d(32, 1, 3, 1, 1))

    def forward(self, left, right):
        fl, fr = self.feature(left), self.feature(right)
        d = self.maxdisp // (2 ** self.k)
        cost = fl.new_zeros(fl.size(0), fl.size(1), d, fl.size(2), fl.size(3))
        for i in range(d):
            cost[:, :, i, :, i:] = fl[:, :, :, i:] - fr[:, :, :, : fl.size(3) - i]
        cost = self.filter(cost).squeeze(1)
        prob = F.softmax(-cost, dim=1)
        disp = torch.sum(prob * torch.arange(d, device=prob.device, dtype=prob.dtype).view(1, d, 1, 1), 1, keepdim=True)
        disp = F.interpolate(disp * left.size(-1) / fl.size(-1), size=left.shape[-2:], mode="bilinear", align_corners=False)
        return disp


def build_model(maxdisp, checkpoint=None):
    model = StereoNet(maxdisp)
    model = nn.DataParallel(model)
    model.cuda()
    if checkpoint:
        state = torch.load(checkpoint, map_location="cuda")
        model.load_state_dict(state["state_dict"])
    return model
