# expect: TL008
# source: https://github.com/zyh-uaiaaaa/Erasing-Attention-Consistency/issues/11 ("Memory leak": "You have a memory leak during training here (src/main.py#L80) ... `print(correct_num) -> <add_backward>` ... I used `.detach()`: `loss = loss.detach().cpu()`, `_, predicts = torch.max(output.detach().cpu(), 1)` ... And memory stoped leak.")
# note: EAC's facial-expression training loop (src/main.py) reconstructed. `running_loss += loss` keeps each iteration's graph (model on cuda, loss from the flip-consistency attention term plus cross entropy) alive across the whole epoch; this is the leak the issue reports. The accuracy count is an integer tensor (no graph), the LR is read from `optimizer.param_groups[0]["lr"]`, and the epoch mean is `float()`-ed after the loop.
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader

from dataset import RafDataset
from model import Model
from utils import flip_attention_loss


def train(args, model, train_loader, optimizer, scheduler, device):
    running_loss = 0.0
    iter_cnt = 0
    correct_sum = 0
    model.to(device)
    model.train()
    criterion = nn.CrossEntropyLoss()
    for batch_i, (imgs1, labels, indexes, imgs2) in enumerate(train_loader):
        imgs1 = imgs1.to(device)
        imgs2 = imgs2.to(device)
        labels = labels.to(device)
        output, hm1 = model(imgs1)
        output_flip, hm2 = model(imgs2)
        grid_l = torch.flip(hm2, dims=[3])
        loss1 = criterion(output, labels)
        flip_loss_l = flip_attention_loss(hm1, grid_l)
        loss = loss1 + args.lam * flip_loss_l
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        iter_cnt += 1
        _, predicts = torch.max(output, 1)
        correct_num = torch.eq(predicts, labels).sum()
        correct_sum += correct_num
        running_loss += loss
    scheduler.step()
    running_loss = float(running_loss) / iter_cnt
    acc = correct_sum.float() / float(len(train_loader.dataset))
    lr = optimizer.param_groups[0]["lr"]
    return acc.item(), running_loss, lr


def test(model, test_loader, device):
    model.eval()
    correct = 0
    with torch.no_grad():
        for imgs, labels in test_loader:
            outputs, _ = model(imgs.to(device))
            correct += (outputs.argmax(1) == labels.to(device)).sum().item()
    return correct / len(test_loader.dataset)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--raf_path", type=str, default="../data/raf-basic")
    parser.add_argument("--epochs", type=int, default=60)
    parser.add_argument("--lam", type=float, default=5.0)
    parser.add_argument("--gpu", type=str, default="0")
    args = parser.parse_args()
    device = torch.device("cuda:" + args.gpu if torch.cuda.is_available() else "cpu")
    model = Model(pretrained=True, num_classes=7)
    train_loader = DataLoader(RafDataset(args, phase="train"), batch_size=64, shuffle=True, num_workers=4)
    test_loader = DataLoader(RafDataset(args, phase="test"), batch_size=64, shuffle=False, num_workers=4)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.9)
    for epoch in range(1, args.epochs + 1):
        train_acc, train_loss, lr = train(args, model, train_loader, optimizer, scheduler, device)
        test_acc = test(model, test_loader, device)
        print(f"epoch {epoch}: loss {train_loss:.4f} train acc {train_acc:.4f} test acc {test_acc:.4f} lr {lr:.6f}")


if __name__ == "__main__":
    main()
