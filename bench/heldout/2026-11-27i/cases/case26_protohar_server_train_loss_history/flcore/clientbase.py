import torch
import torch.nn as nn


class Client:
    def __init__(self, args, model, train_loader):
        self.device = args.device
        self.model = model.to(self.device)
        self.train_loader = train_loader
        self.loss = nn.CrossEntropyLoss()
        self.optimizer = torch.optim.SGD(self.model.parameters(), lr=args.local_learning_rate)

    def train(self):
        self.model.train()
        for x, y in self.train_loader:
            x, y = x.to(self.device), y.to(self.device)
            loss = self.loss(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()

    def train_metrics(self):
        self.model.eval()
        train_num, losses = 0, 0
        for x, y in self.train_loader:
            x, y = x.to(self.device), y.to(self.device)
            loss = self.loss(self.model(x), y)
            train_num += y.shape[0]
            losses = losses + loss * y.shape[0]
        return losses, train_num
