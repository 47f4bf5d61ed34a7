import torch
import torch.nn.functional as F

import evalkit
from model import ConvNet
from data import train_loader

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = ConvNet(num_classes=10).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)

for step, (x, y) in enumerate(train_loader):
    x, y = x.to(device), y.to(device)
    logits = model(x)
    loss = F.cross_entropy(logits, y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 50 == 0:
        print(step, loss.item(), evalkit.accuracy(logits, y))
        print(evalkit.confusion(logits, y, num_classes=10))
