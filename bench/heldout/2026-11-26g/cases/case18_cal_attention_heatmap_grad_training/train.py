import torch
import torch.nn.functional as F

from model import WSDAN_CAL
from visualize import save_attention_maps


def train_epoch(net, loader, optimizer, device, epoch, vis_every=200):
    net.train()
    for i, (X, y) in enumerate(loader):
        X, y = X.to(device), y.to(device)
        y_pred, feature_matrix, attention_map = net(X)
        loss = F.cross_entropy(y_pred, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if i % vis_every == 0:
            save_attention_maps(X, attention_map, "vis", step=epoch * len(loader) + i)


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    net = WSDAN_CAL(num_classes=200).to(device)
    optimizer = torch.optim.SGD(net.parameters(), lr=1e-3, momentum=0.9, weight_decay=1e-5)
    from datasets import get_trainval_datasets
    train_set, _ = get_trainval_datasets("bird", (448, 448))
    loader = torch.utils.data.DataLoader(train_set, batch_size=16, shuffle=True, num_workers=4)
    for epoch in range(160):
        train_epoch(net, loader, optimizer, device, epoch)


if __name__ == "__main__":
    main()
