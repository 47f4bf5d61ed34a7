import torch
import torch.nn as nn
import torchvision

from tester import test


def main(train_set, test_set, loss_func, miner, epochs=10):
    trunk = torchvision.models.resnet18(weights="IMAGENET1K_V1")
    trunk.fc = nn.Identity()
    embedder = nn.Sequential(nn.Linear(512, 128))
    params = list(trunk.parameters()) + list(embedder.parameters())
    optimizer = torch.optim.Adam(params, lr=1e-4)
    loader = torch.utils.data.DataLoader(train_set, batch_size=64, shuffle=True)
    for epoch in range(epochs):
        trunk.train(); embedder.train()
        for x, y in loader:
            emb = embedder(trunk(x))
            loss = loss_func(emb, y, miner(emb, y))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(epoch, test(train_set, test_set, trunk, embedder))
