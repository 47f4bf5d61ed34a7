import torch
import torch.nn as nn
import torchvision.transforms as T
from torch.utils.data import DataLoader

from dataset import FolderDataset
from visualize import show_samples


def main(root):
    device = torch.device("cuda")
    show_samples(root)
    ds = FolderDataset(root, transform=T.Compose([T.Resize((64, 64)), T.ToTensor()]))
    model = nn.Sequential(nn.Flatten(), nn.Linear(3 * 64 * 64, 10)).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for x, y in DataLoader(ds, batch_size=32, shuffle=True):
        loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
