# expect: none
# source: https://github.com/NVIDIA-AI-IOT/jetbot/pull/117
# note: the PR's version of the road_following loop: both losses are accumulated with float(loss), so no graph outlives a step; the epoch losses are Python floats written into a NumPy history.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision.models as models


def train(train_loader, test_loader, epochs=70):
    device = torch.device("cuda")
    model = models.resnet18(weights=None)
    model.fc = nn.Linear(512, 2)
    model = model.to(device)
    optimizer = torch.optim.Adam(model.parameters())
    history = np.zeros((epochs, 2), dtype=np.float32)

    for epoch in range(epochs):
        model.train()
        train_loss = 0.0
        for images, labels in iter(train_loader):
            images, labels = images.to(device), labels.to(device)
            optimizer.zero_grad()
            loss = F.mse_loss(model(images), labels)
            train_loss += float(loss)
            loss.backward()
            optimizer.step()
        train_loss /= len(train_loader)

        model.eval()
        test_loss = 0.0
        with torch.no_grad():
            for images, labels in iter(test_loader):
                images, labels = images.to(device), labels.to(device)
                test_loss += float(F.mse_loss(model(images), labels))
        test_loss /= len(test_loader)
        history[epoch] = [train_loss, test_loss]
    return history
