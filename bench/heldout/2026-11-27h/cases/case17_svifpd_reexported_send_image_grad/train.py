"""Segmentation training loop that streams predictions to the image viewer."""
import torch
import torch.nn.functional as F

import viewer
from unet import UNet
from data import train_loader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = UNet(n_channels=3, n_classes=1).to(device)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)

for epoch in range(20):
    model.train()
    for step, (images, masks) in enumerate(train_loader):
        images, masks = images.to(device), masks.to(device)
        pred = torch.sigmoid(model(images))
        loss = F.binary_cross_entropy(pred, masks)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            viewer.send_image(pred, f"pred_e{epoch}_s{step}")
