import torch
import torch.nn as nn

from utils import Logger, to_np
from data import train_loader

model = nn.Sequential(nn.Linear(784, 500), nn.ReLU(), nn.Linear(500, 10)).cuda()
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
logger = Logger("./logs")

for step, (images, labels) in enumerate(train_loader):
    images, labels = images.view(images.size(0), -1).cuda(), labels.cuda()
    outputs = model(images)
    loss = criterion(outputs, labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if (step + 1) % 100 == 0:
        accuracy = (outputs.argmax(1) == labels).float().mean()
        logger.scalar_summary("loss", loss, step + 1)
        logger.scalar_summary("accuracy", accuracy, step + 1)
        for tag, value in model.named_parameters():
            logger.histo_summary(tag, value, step + 1)
            logger.histo_summary(tag + "/grad", value.grad, step + 1)
        print("preds", to_np(outputs[:4].argmax(1)))
