# expect: none
# source: https://github.com/swz30/MPRNet/issues/91 (`np.sum([criterion_char(restored[j], target) ...])` raised "can't convert cuda:0 device type tensor to numpy"; maintainer's fix: the builtin `sum([...])`)
# note: the training loop after the maintainer's fix: the per-stage losses (cuda, graph-attached) are added with Python's builtin sum, which never goes through NumPy, and the total is backpropagated. The epoch loss reads .item(); validation PSNRs are stacked with torch and read with .item(). NumPy is only used for seeding.
import numpy as np
import torch

from MPRNet import MPRNet
from losses import CharbonnierLoss, EdgeLoss
from data_loaders import train_loader, val_loader

np.random.seed(1234)
torch.manual_seed(1234)
device = torch.device("cuda")
model_restoration = MPRNet().to(device)
optimizer = torch.optim.Adam(model_restoration.parameters(), lr=2e-4, betas=(0.9, 0.999), eps=1e-8)
criterion_char, criterion_edge = CharbonnierLoss(), EdgeLoss()


def torch_psnr(tar_img, prd_img):
    imdff = torch.clamp(prd_img, 0, 1) - torch.clamp(tar_img, 0, 1)
    rmse = (imdff ** 2).mean().sqrt()
    return 20 * torch.log10(1 / rmse)


for epoch in range(1, 251):
    epoch_loss = 0.0
    model_restoration.train()
    for data in train_loader:
        optimizer.zero_grad()
        target, input_ = data[0].to(device), data[1].to(device)
        restored = model_restoration(input_)
        loss_char = sum([criterion_char(restored[j], target) for j in range(len(restored))])
        loss_edge = sum([criterion_edge(restored[j], target) for j in range(len(restored))])
        loss = loss_char + (0.05 * loss_edge)
        loss.backward()
        optimizer.step()
        epoch_loss += loss.item()

    model_restoration.eval()
    psnr_val_rgb = []
    for data_val in val_loader:
        target, input_ = data_val[0].to(device), data_val[1].to(device)
        with torch.no_grad():
            restored = model_restoration(input_)[0]
        for res, tar in zip(restored, target):
            psnr_val_rgb.append(torch_psnr(res, tar))
    psnr_val_rgb = torch.stack(psnr_val_rgb).mean().item()
    print(f"Epoch {epoch}\tLoss: {epoch_loss:.4f}\tPSNR: {psnr_val_rgb:.4f}")
