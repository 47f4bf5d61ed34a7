import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x)


class Logger:
    def log_outputs(self, y_pred):
        print(y_pred.numpy())      # expect TL001 (method of a param object, two hops from the .cuda())


def log_outputs(y_pred):
    print(y_pred.numpy())          # expect TL001 (plain function, two hops from the .cuda())


def validate(model, logger):
    with torch.no_grad():
        y_pred = model(torch.zeros(3, 4).cuda())
    logger.log_outputs(y_pred)
    log_outputs(y_pred)


def validate_local_logger(model):
    logger = Logger()
    with torch.no_grad():
        y_pred = model(torch.zeros(3, 4).cuda())
    logger.log_outputs(y_pred)


validate(Net().cuda(), Logger())
