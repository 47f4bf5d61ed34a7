import time

import numpy as np
import torch

from lib.evaluate import evaluate
from lib.networks import NetG


class Ganomaly:
    def __init__(self, opt, dataloader):
        self.opt = opt
        self.dataloader = dataloader
        self.device = torch.device("cuda:0" if self.opt.device != "cpu" else "cpu")
        self.netg = NetG(self.opt).to(self.device)
        self.input = torch.empty(size=(self.opt.batchsize, 3, self.opt.isize, self.opt.isize), dtype=torch.float32, device=self.device)
        self.gt = torch.empty(size=(opt.batchsize,), dtype=torch.long, device=self.device)

    def set_input(self, data):
        with torch.no_grad():
            self.input.resize_(data[0].size()).copy_(data[0])
            self.gt.resize_(data[1].size()).copy_(data[1])

    def test(self):
        with torch.no_grad():
            n = len(self.dataloader["test"].dataset)
            self.an_scores = torch.zeros(size=(n,), dtype=torch.float32, device=self.device)
            self.gt_labels = torch.zeros(size=(n,), dtype=torch.long, device=self.device)
            times = []
            for i, data in enumerate(self.dataloader["test"], 0):
                time_i = time.time()
                self.set_input(data)
                self.fake, latent_i, latent_o = self.netg(self.input)
                error = torch.mean(torch.pow((latent_i - latent_o), 2), dim=1)
                times.append(time.time() - time_i)
                start = i * self.opt.batchsize
                self.an_scores[start:start + error.size(0)] = error.reshape(error.size(0))
                self.gt_labels[start:start + error.size(0)] = self.gt.reshape(error.size(0))

            self.an_scores = (self.an_scores - torch.min(self.an_scores)) / (torch.max(self.an_scores) - torch.min(self.an_scores))
            auc = evaluate(self.gt_labels, self.an_scores, metric=self.opt.metric)
            return {"Avg Run Time (ms/batch)": 1000 * float(np.mean(times)), "AUC": auc}
