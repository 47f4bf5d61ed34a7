# expect: none
# source: https://github.com/source-separation/tutorial/issues/28
import pandas as pd
import torch
import torch.nn.functional as F

from model import ResNet18
from data import train_loader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = ResNet18(num_classes=10).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=30)

rows = []
for epoch in range(30):
    model.train()
    for step, (x, y) in enumerate(train_loader):
        x, y = x.to(device), y.to(device)
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        acc = (logits.argmax(1) == y).float().mean()
        rows.append({
            "epoch": epoch,
            "step": step,
            "lr": optimizer.param_groups[0]["lr"],
            "loss": loss.item(),
            "acc": acc.item(),
        })
    scheduler.step()

history = pd.DataFrame(rows)
history.groupby("epoch")[["loss", "acc", "lr"]].mean().to_csv("history.csv")
