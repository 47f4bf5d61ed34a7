import torch


class Logger:
    def __init__(self, logdir):
        self.logdir = logdir

    def log_params(self, model):
        for tag, value in model.named_parameters():
            print(tag, value.data.numpy())     # expect TL001: model is Net().cuda() (train.py)

    def log_outputs(self, y_pred):
        print(y_pred.data.numpy())             # expect TL001: output of the cuda model (train.py)
