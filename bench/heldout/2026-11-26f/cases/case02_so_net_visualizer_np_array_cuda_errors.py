# expect: TL003
# source: https://github.com/lijx10/SO-Net/issues/41
# note: Visualizer.plot_current_errors as in the traceback (`np.array(self.plot_data['Y'])`); the model part is a reconstruction: get_current_errors returns `.data` of losses/accuracies computed on cuda, so the values carry no graph but live on the GPU. Only the device is wrong.
from collections import OrderedDict

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class Visualizer:
    def __init__(self):
        self.plot_data = {"X": [], "Y": [], "legend": ["train_loss", "train_accuracy"]}

    def plot_current_errors(self, epoch, counter_ratio, errors):
        self.plot_data["X"].append(epoch + counter_ratio)
        self.plot_data["Y"].append([errors[k] for k in self.plot_data["legend"]])
        print(np.array(self.plot_data["Y"]))


class Model:
    def __init__(self, opt):
        self.device = torch.device("cuda:%d" % opt.gpu_id)
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(3 * 1024, 50)).to(self.device)
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=opt.lr)

    def optimize(self, x, label):
        x, label = x.to(self.device), label.to(self.device)
        self.score = self.net(x)
        self.loss = F.cross_entropy(self.score, label)
        self.optimizer.zero_grad()
        self.loss.backward()
        self.optimizer.step()
        pred = self.score.argmax(dim=1)
        self.accuracy = (pred == label).float().mean()

    def get_current_errors(self):
        return OrderedDict([("train_loss", self.loss.data), ("train_accuracy", self.accuracy.data)])


def train(opt, loader, dataset_size):
    model = Model(opt)
    visualizer = Visualizer()
    for epoch in range(opt.epochs):
        epoch_iter = 0
        for x, label in loader:
            epoch_iter += x.shape[0]
            model.optimize(x, label)
            errors = model.get_current_errors()
            visualizer.plot_current_errors(epoch, float(epoch_iter) / dataset_size, errors)
