# expect: none
# source: https://github.com/swz30/MPRNet/issues/128
import torch

import losses
from MPRNet import MPRNet

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model_restoration = MPRNet().to(device)
criterion_char = losses.CharbonnierLoss()
criterion_edge = losses.EdgeLoss()
optimizer = torch.optim.Adam(model_restoration.parameters(), lr=2e-4, betas=(0.9, 0.999))


def train_one_epoch(train_loader):
    model_restoration.train()
    epoch_loss = 0
    for data in train_loader:
        target = data[0].to(device)
        input_ = data[1].to(device)
        optimizer.zero_grad()
        restored = model_restoration(input_)

        # Compute loss at each stage (the fix from the thread: stay in torch)
        loss_char = torch.sum(torch.stack([criterion_char(restored[j], target) for j in range(len(restored))]))
        loss_edge = torch.sum(torch.stack([criterion_edge(restored[j], target) for j in range(len(restored))]))
        loss = loss_char + (0.05 * loss_edge)

        loss.backward()
        optimizer.step()
        epoch_loss += loss.item()
    return epoch_loss
