import torch

from utils.general import to_np, polygon_to_hbb
from utils.plots import plot_polygon_images


def train_one_epoch(model, loader, optimizer, compute_loss, device, save_dir, epoch):
    model.train()
    for i, (imgs, targets, paths, _) in enumerate(loader):
        imgs = imgs.to(device, non_blocking=True).float() / 255.0
        targets = targets.to(device)
        pred = model(imgs)
        loss, loss_items = compute_loss(pred, targets)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if epoch == 0 and i < 3:
            labels = to_np(targets.cpu())
            boxes = polygon_to_hbb(labels[:, 2:])
            plot_polygon_images(imgs.cpu(), labels, boxes, paths, save_dir / f"train_batch{i}.jpg")
