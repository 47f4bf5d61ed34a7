import torch
import torch.nn as nn
import torch.nn.functional as F

from loggers import InMemoryLogger


def train(loader, epochs=2):
    model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 1))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    logger = InMemoryLogger()
    step = 0
    for _ in range(epochs):
        for x, y in loader:
            loss = F.mse_loss(model(x), y)
            logger.log("loss", loss, step)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
    return logger.log_buffer
