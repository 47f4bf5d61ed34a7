# expect: none
# source: https://github.com/facebookresearch/SentEval/pull/11 (batches indexed by a permutation and moved to cuda in the classifier's training epoch)
# note: the sentence features X, y are NumPy arrays; a CPU torch.randperm slice indexes them (NumPy accepts a CPU integer tensor as an index), and only the resulting batches go to cuda. Scores are read with .cpu().numpy() under no_grad. Checked on CPU torch: ndarray[cpu randperm slice] works.
import numpy as np
import torch
from torch import nn


class PyTorchClassifier:
    def __init__(self, inputdim, nclasses, batch_size=64, l2reg=0.0):
        self.batch_size = batch_size
        self.model = nn.Sequential(nn.Linear(inputdim, 512), nn.Tanh(), nn.Linear(512, nclasses)).cuda()
        self.loss_fn = nn.CrossEntropyLoss().cuda()
        self.optimizer = torch.optim.Adam(self.model.parameters(), weight_decay=l2reg)

    def trainepoch(self, X, y, epoch_size=1):
        self.model.train()
        for _ in range(epoch_size):
            permutation = torch.randperm(len(X))
            for i in range(0, len(X), self.batch_size):
                idx = permutation[i:i + self.batch_size]
                Xbatch = torch.from_numpy(X[idx]).float().cuda()
                ybatch = torch.from_numpy(y[idx]).long().cuda()
                loss = self.loss_fn(self.model(Xbatch), ybatch)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()

    def score(self, devX, devy):
        self.model.eval()
        correct = 0
        with torch.no_grad():
            for i in range(0, len(devX), self.batch_size):
                Xbatch = torch.from_numpy(devX[i:i + self.batch_size]).float().cuda()
                pred = self.model(Xbatch).argmax(dim=1).cpu().numpy()
                correct += int(np.sum(pred == devy[i:i + self.batch_size]))
        return correct / len(devX)
