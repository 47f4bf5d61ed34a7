"""Train UDTransNet on GlaS / MoNuSeg with Lightning Fabric."""
import os
from types import SimpleNamespace

import lightning as L
import torch
from torch.utils.data import DataLoader

from Load_Dataset import ImageToImage2D, RandomGenerator, ValGenerator
from nets.UDTransNet import UDTransNet
from Train_one_epoch import train_one_epoch, validate_one_epoch
from utils import WeightedDiceBCE

config = SimpleNamespace(
    task_name="MoNuSeg",
    img_size=224,
    batch_size=4,
    epochs=2000,
    learning_rate=1e-3,
    print_frequency=1,
    early_stopping_patience=100,
    train_dataset="./datasets/MoNuSeg/Train_Folder/",
    val_dataset="./datasets/MoNuSeg/Val_Folder/",
    model_path="./MoNuSeg/UDTransNet/models/",
    seed=666,
)


def main():
    fabric = L.Fabric(accelerator="cuda", devices=1, precision="16-mixed")
    fabric.launch()
    fabric.seed_everything(config.seed)

    train_dataset = ImageToImage2D(config.train_dataset, RandomGenerator(output_size=[config.img_size, config.img_size]))
    val_dataset = ImageToImage2D(config.val_dataset, ValGenerator(output_size=[config.img_size, config.img_size]))
    train_loader = DataLoader(train_dataset, batch_size=config.batch_size, shuffle=True, num_workers=8, pin_memory=True)
    val_loader = DataLoader(val_dataset, batch_size=config.batch_size, shuffle=False, num_workers=8, pin_memory=True)

    model = UDTransNet(n_channels=3, n_classes=1, img_size=config.img_size)
    criterion = WeightedDiceBCE(dice_weight=0.5, BCE_weight=0.5)
    optimizer = torch.optim.Adam(filter(lambda p: p.requires_grad, model.parameters()), lr=config.learning_rate)
    lr_scheduler = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, T_0=10, T_mult=1, eta_min=1e-4)

    model, optimizer = fabric.setup(model, optimizer)
    train_loader, val_loader = fabric.setup_dataloaders(train_loader, val_loader)

    os.makedirs(config.model_path, exist_ok=True)
    best_dice, best_epoch = 0.0, 1
    for epoch in range(config.epochs):
        train_loss, train_dice = train_one_epoch(fabric, train_loader, model, criterion, optimizer, epoch, None, config)
        val_loss, val_dice = validate_one_epoch(fabric, val_loader, model, criterion, epoch, config)
        lr_scheduler.step()
        if val_dice > best_dice:
            best_dice, best_epoch = val_dice, epoch + 1
            fabric.save(os.path.join(config.model_path, "best_model.pth"), {"model": model, "epoch": epoch})
        if epoch + 1 - best_epoch > config.early_stopping_patience:
            fabric.print(f"early stopping at epoch {epoch + 1}, best val dice {best_dice:.4f}")
            break


if __name__ == "__main__":
    main()
