# source: https://github.com/zhuangdizhu/FedGen/issues/15
# expect: none
# why: the fix from the thread: test_losses are detached before np.sum; users are evaluated on CPU
import numpy as np
import torch


class User:
    def __init__(self, model, testloader):
        self.model = model
        self.testloaderfull = testloader
        self.loss = torch.nn.NLLLoss()

    def test(self):
        self.model.eval()
        test_acc, loss = 0, 0
        for x, y in self.testloaderfull:
            output = self.model(x)["output"]
            loss += self.loss(output, y)
            test_acc += (torch.sum(torch.argmax(output, dim=1) == y)).item()
        return test_acc, loss, y.shape[0]


class Server:
    def __init__(self, users):
        self.selected_users = users

    def evaluate(self):
        num_samples, tot_correct, losses = [], [], []
        for c in self.selected_users:
            ct, c_loss, ns = c.test()
            tot_correct.append(ct * 1.0)
            num_samples.append(ns)
            losses.append(c_loss)
        test_losses = [t.detach() for t in losses]
        glob_acc = np.sum(tot_correct) * 1.0 / np.sum(num_samples)
        glob_loss = np.sum([x * y for (x, y) in zip(num_samples, test_losses)]).item() / np.sum(num_samples)
        return glob_acc, glob_loss
