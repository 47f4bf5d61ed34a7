"""ESPCN super-resolution training (upscale factor 3)."""
import torch
from torch import nn, optim

from data import train_loader
from meters import AverageValueMeter
from model import Net

model = Net(upscale_factor=3)
criterion = nn.MSELoss()
if torch.cuda.is_available():
    model = model.cuda()
    criterion = criterion.cuda()
optimizer = optim.Adam(model.parameters(), lr=1e-2)
meter_loss = AverageValueMeter()

for epoch in range(1, 101):
    meter_loss.reset()
    for data, target in train_loader:
        if torch.cuda.is_available():
            data, target = data.cuda(), target.cuda()
        optimizer.zero_grad()
        loss = criterion(model(data), target)
        loss.backward()
        optimizer.step()
        meter_loss.add(loss.data)
    mean, std = meter_loss.value()
    print(f"[Epoch {epoch}] train loss {float(mean):.5f}")
