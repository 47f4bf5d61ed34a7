import torch
import torch.nn.functional as F

from plots import plot_history
from recorder import Recorder
from model import Net
from data import train_loader, val_loader

device = "cuda" if torch.cuda.is_available() else "cpu"
model = Net().to(device)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=1e-2, total_steps=10 * len(train_loader))
rec = Recorder()

for epoch in range(10):
    model.train()
    for x, y in train_loader:
        loss = F.cross_entropy(model(x.to(device)), y.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        rec.log_step(loss, optimizer)
    model.eval()
    with torch.no_grad():
        outs = [(model(x.to(device)), y.to(device)) for x, y in val_loader]
        val_loss = torch.stack([F.cross_entropy(o, y) for o, y in outs]).mean()
        val_acc = torch.cat([(o.argmax(1) == y).float() for o, y in outs]).mean()
    rec.log_epoch(val_loss, val_acc)

plot_history(rec.history)
