import math

import torch
import torch.nn as nn

from liegroups.torch import SO2


class RotationRegressor(nn.Module):
    """Predicts the 2x2 rotation aligning point cloud A to point cloud B (DCP-style head, reduced)."""

    def __init__(self, n_points=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(4 * n_points, 128), nn.ReLU(), nn.Linear(128, 2))

    def forward(self, src, tgt):
        cs = self.net(torch.cat([src.flatten(1), tgt.flatten(1)], dim=1))
        cs = cs / cs.norm(dim=1, keepdim=True)
        c, s = cs[:, 0], cs[:, 1]
        return torch.stack([torch.stack([c, -s], dim=-1), torch.stack([s, c], dim=-1)], dim=-2)


def make_batch(batch_size, n_points, device):
    with torch.no_grad():
        angle = (torch.rand(batch_size, device=device) - 0.5) * math.pi
        rotation_ab = SO2.from_angle(angle).mat
        src = torch.randn(batch_size, n_points, 2, device=device)
        tgt = src.bmm(rotation_ab.transpose(1, 2))
    return src, tgt, rotation_ab, angle


def loss_fn(rotation_ab_pred, rotation_ab):
    print("rotation_ab_pred size = {} type = {}".format(rotation_ab_pred.size(), rotation_ab_pred.type()))
    rvec_ab_pred = SO2.from_matrix(rotation_ab_pred, normalize=True)
    rvec_ab = SO2.from_matrix(rotation_ab)
    return (rvec_ab.inv().dot(rvec_ab_pred).log() ** 2).mean()


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = RotationRegressor().to(device)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for step in range(200):
        src, tgt, rotation_ab, angle = make_batch(32, 64, device)
        rotation_ab_pred = model(src, tgt)
        loss = loss_fn(rotation_ab_pred, rotation_ab)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 20 == 0:
            print(step, loss.item())


if __name__ == "__main__":
    main()
