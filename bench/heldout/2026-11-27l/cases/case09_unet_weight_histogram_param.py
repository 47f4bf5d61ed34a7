# expect: TL002
# source: https://github.com/milesial/Pytorch-UNet/issues/153 ("Tensorboad writer cannot write histogram": train.py line 253 `writer.add_histogram('grads/' + tag, value.grad.data.cpu().numpy(), global_step)` in the loop over `net.named_parameters()`, failing with AttributeError for layers left unused)
# note: reconstruction of that train.py with the weight histogram written as `value.cpu().numpy()` instead of the repository's `value.data.cpu().numpy()`: the loop runs inside training with grad mode on, `value` is a trainable nn.Parameter, and `.cpu()` copies it off the GPU but keeps requires_grad, so `.numpy()` raises "Can't call numpy() on Tensor that requires grad". The gradient histogram (`value.grad.data`, guarded against the None grads of the issue) and the `.item()` loss are fine.
import argparse
import logging

import torch
import torch.nn as nn
from torch import optim
from torch.utils.tensorboard import SummaryWriter
from tqdm import tqdm

from eval import eval_net
from unet import UNet
from utils.dataset import make_loaders


def train_net(net, device, epochs=5, batch_size=1, lr=0.001, val_percent=0.1):
    train_loader, val_loader, n_train = make_loaders(batch_size, val_percent)
    writer = SummaryWriter(comment=f"LR_{lr}_BS_{batch_size}")
    global_step = 0
    optimizer = optim.RMSprop(net.parameters(), lr=lr, weight_decay=1e-8, momentum=0.9)
    criterion = nn.CrossEntropyLoss() if net.n_classes > 1 else nn.BCEWithLogitsLoss()
    for epoch in range(epochs):
        net.train()
        with tqdm(total=n_train, desc=f"Epoch {epoch + 1}/{epochs}", unit="img") as pbar:
            for imgs, true_masks in train_loader:
                imgs = imgs.to(device=device, dtype=torch.float32)
                true_masks = true_masks.to(device=device, dtype=torch.float32)
                masks_pred = net(imgs)
                loss = criterion(masks_pred, true_masks)
                writer.add_scalar("Loss/train", loss.item(), global_step)
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_value_(net.parameters(), 0.1)
                optimizer.step()
                pbar.update(imgs.shape[0])
                global_step += 1
                if global_step % (n_train // (10 * batch_size)) == 0:
                    for tag, value in net.named_parameters():
                        tag = tag.replace(".", "/")
                        writer.add_histogram("weights/" + tag, value.cpu().numpy(), global_step)
                        if value.grad is not None:
                            writer.add_histogram("grads/" + tag, value.grad.data.cpu().numpy(), global_step)
                    val_score = eval_net(net, val_loader, device)
                    writer.add_scalar("learning_rate", optimizer.param_groups[0]["lr"], global_step)
                    logging.info("Validation Dice Coeff: %s", val_score)
    writer.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("-e", "--epochs", type=int, default=5)
    args = parser.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    net = UNet(n_channels=3, n_classes=1, bilinear=True)
    net.to(device=device)
    train_net(net=net, device=device, epochs=args.epochs)
