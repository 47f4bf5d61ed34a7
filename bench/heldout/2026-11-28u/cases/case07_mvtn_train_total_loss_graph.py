# expect: TL008
# source: https://github.com/ajhamdi/MVTN/issues/2 ("Memory leak": "\"killed\" will appear in second epoch of code training" ... "It may be caused by the calculation of loss during training. I changed \"total_loss += loss\" to \"total_loss += loss.item()\".There is no memory leak at present."; maintainer: "I updated the code as per your recommendations.")
# note: the MVTN multi-view training loop, reconstructed in one file: the view-selection network regresses azimuths/elevations, a point-splatting renderer produces the views, the multi-view ResNet classifies them, and `train()` adds every step's graph-attached loss to `total_loss`, so the autograd graphs of the whole epoch (renderer outputs included) stay alive until the process is killed. Accuracy is counted with `.item()`; `evaluate()` sums its losses into `val_loss` under `torch.no_grad()`; the learning-rate schedule and the log line use Python floats.
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision
from torch.utils.data import DataLoader


class MVTN(nn.Module):
    """Regresses per-shape camera azimuth/elevation offsets from a point cloud."""

    def __init__(self, nb_views=12, feat_dim=256):
        super().__init__()
        self.nb_views = nb_views
        self.point_mlp = nn.Sequential(nn.Conv1d(3, 64, 1), nn.ReLU(), nn.Conv1d(64, feat_dim, 1))
        self.head = nn.Sequential(nn.Linear(feat_dim, 256), nn.ReLU(), nn.Linear(256, 2 * nb_views), nn.Tanh())
        base_azim = torch.linspace(-180, 180, nb_views + 1)[:-1]
        self.register_buffer("base_azim", base_azim)
        self.register_buffer("base_elev", torch.full((nb_views,), 30.0))

    def forward(self, points):
        feats = self.point_mlp(points.transpose(1, 2)).max(dim=-1)[0]
        offsets = self.head(feats).view(-1, 2, self.nb_views)
        azim = self.base_azim[None] + 180.0 / self.nb_views * offsets[:, 0]
        elev = self.base_elev[None] + 45.0 * offsets[:, 1]
        return azim, elev


class PointSplatRenderer(nn.Module):
    """Orthographic point splatting into depth images; differentiable in the depth of each point."""

    def __init__(self, image_size=224):
        super().__init__()
        self.image_size = image_size

    def forward(self, points, azim, elev):
        a = azim * math.pi / 180.0
        e = elev * math.pi / 180.0
        px, py, pz = points[:, None, :, 0], points[:, None, :, 1], points[:, None, :, 2]
        x = torch.cos(a)[..., None] * px - torch.sin(a)[..., None] * pz
        z = torch.sin(a)[..., None] * px + torch.cos(a)[..., None] * pz
        y = torch.cos(e)[..., None] * py - torch.sin(e)[..., None] * z
        depth = torch.sin(e)[..., None] * py + torch.cos(e)[..., None] * z  # B x V x N

        s = self.image_size
        col = ((x.clamp(-1, 1) + 1) * 0.5 * (s - 1)).round().long()
        row = ((y.clamp(-1, 1) + 1) * 0.5 * (s - 1)).round().long()
        flat = row * s + col
        intensity = torch.sigmoid(3.0 * depth)
        images = torch.zeros(*flat.shape[:2], s * s, device=points.device, dtype=intensity.dtype)
        images = images.scatter_reduce(-1, flat, intensity, reduce="amax", include_self=False)
        return images.view(*flat.shape[:2], 1, s, s).expand(-1, -1, 3, -1, -1)


class MVNetwork(nn.Module):
    def __init__(self, num_classes=40):
        super().__init__()
        backbone = torchvision.models.resnet18(weights=None)
        backbone.fc = nn.Identity()
        self.backbone = backbone
        self.classifier = nn.Linear(512, num_classes)

    def forward(self, views):
        b, v = views.shape[:2]
        feats = self.backbone(views.flatten(0, 1)).view(b, v, -1).max(dim=1)[0]
        return self.classifier(feats)


def train(data_loader, models_bag, optimizer, criterion, device):
    models_bag["mvnetwork"].train()
    models_bag["mvtn"].train()
    total_loss = 0.0
    correct = 0
    total = 0
    for i, (targets, points) in enumerate(data_loader):
        points = points.to(device)
        targets = targets.to(device)
        azim, elev = models_bag["mvtn"](points)
        rendered_images = models_bag["mvrenderer"](points, azim, elev)
        outputs = models_bag["mvnetwork"](rendered_images)
        loss = criterion(outputs, targets)

        optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(models_bag["mvtn"].parameters(), 1.0)
        optimizer.step()

        total_loss += loss
        _, predicted = torch.max(outputs.data, 1)
        total += targets.size(0)
        correct += (predicted == targets).sum().item()
    avg_train_acc = 100.0 * correct / total
    avg_loss = total_loss / len(data_loader)
    return avg_train_acc, avg_loss


def evaluate(data_loader, models_bag, criterion, device):
    models_bag["mvnetwork"].eval()
    models_bag["mvtn"].eval()
    val_loss = 0.0
    correct = 0
    total = 0
    with torch.no_grad():
        for targets, points in data_loader:
            points = points.to(device)
            targets = targets.to(device)
            azim, elev = models_bag["mvtn"](points)
            outputs = models_bag["mvnetwork"](models_bag["mvrenderer"](points, azim, elev))
            loss = criterion(outputs, targets)
            val_loss += loss
            correct += (outputs.argmax(1) == targets).sum().item()
            total += targets.size(0)
    return 100.0 * correct / total, val_loss / len(data_loader)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--batch_size", type=int, default=20)
    parser.add_argument("--nb_views", type=int, default=12)
    parser.add_argument("--lr", type=float, default=0.001)
    parser.add_argument("--data", default="data/ModelNet40_points.npz")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    archive = np.load(args.data)
    train_set = list(zip(torch.from_numpy(archive["train_labels"]).long(),
                         torch.from_numpy(archive["train_points"]).float()))
    test_set = list(zip(torch.from_numpy(archive["test_labels"]).long(),
                        torch.from_numpy(archive["test_points"]).float()))
    train_loader = DataLoader(train_set, batch_size=args.batch_size, shuffle=True, drop_last=True)
    test_loader = DataLoader(test_set, batch_size=args.batch_size, shuffle=False)

    models_bag = {
        "mvtn": MVTN(nb_views=args.nb_views).to(device),
        "mvrenderer": PointSplatRenderer().to(device),
        "mvnetwork": MVNetwork(num_classes=40).to(device),
    }
    optimizer = torch.optim.AdamW(
        list(models_bag["mvnetwork"].parameters()) + list(models_bag["mvtn"].parameters()), lr=args.lr
    )
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    criterion = nn.CrossEntropyLoss()

    for epoch in range(args.epochs):
        train_acc, train_loss = train(train_loader, models_bag, optimizer, criterion, device)
        val_acc, val_loss = evaluate(test_loader, models_bag, criterion, device)
        scheduler.step()
        print("[{}] train acc {:.2f} loss {:.4f} | test acc {:.2f} loss {:.4f} | lr {:.6f}".format(
            epoch, train_acc, float(train_loss), val_acc, float(val_loss), scheduler.get_last_lr()[0]))


if __name__ == "__main__":
    main()
