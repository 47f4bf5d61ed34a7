import torch
import torch.nn as nn


class IBSequential(nn.Sequential):
    def __init__(self, *layers, gpu=False):
        super().__init__(*layers)
        self.device = torch.device("cuda" if gpu and torch.cuda.is_available() else "cpu")
        self.evaluator = None
        self.dynamics = []
        self.to(self.device)

    def attach_evaluator(self, evaluator):
        self.evaluator = evaluator

    def fit(self, loader, optimizer, loss_fn, epochs=1):
        for _ in range(epochs):
            for x, y in loader:
                x, y = x.to(self.device), y.to(self.device)
                hidden, h = [x], x
                for layer in self:
                    h = layer(h)
                    hidden.append(h.detach())
                loss = loss_fn(h, y)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                if self.evaluator is not None:
                    self.dynamics.append(self.evaluator.eval_dynamics_segment(hidden))
