import torch
import torch.nn as nn

from vis_utils import Visualizer, to_pointcloud_dict

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class PointMLP(nn.Module):
    def __init__(self, in_dim=3, num_classes=8):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, 64), nn.ReLU(), nn.Linear(64, 128), nn.ReLU(),
                                 nn.Linear(128, num_classes))

    def forward(self, points):
        return self.net(points)


def train(loader, epochs=10, vis_every=200):
    model = PointMLP().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    criterion = nn.CrossEntropyLoss()
    vis = Visualizer()
    step = 0
    for epoch in range(epochs):
        model.train()
        for points, labels in loader:
            points, labels = points.to(device), labels.to(device)
            logits = model(points)
            loss = criterion(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if step % vis_every == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
                vis.add(to_pointcloud_dict(f"step{step}", points[0], labels=labels[0],
                                           scores=logits[0].softmax(dim=-1)))
            step += 1
    vis.save("semseg_frames.npz")
    return model
