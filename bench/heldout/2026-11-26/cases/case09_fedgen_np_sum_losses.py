# source: https://github.com/zhuangdizhu/FedGen/issues/1
# expect: TL002
# why: test_losses are loss tensors computed with grad on; np.sum over [x * y ...] converts them to NumPy
import numpy as np
import torch
import torch.nn.functional as F


class User:
    def __init__(self, model, testloader):
        self.model = model
        self.testloaderfull = testloader
        self.loss = torch.nn.NLLLoss()

    def test(self):
        self.model.eval()
        test_acc = 0
        loss = 0
        for x, y in self.testloaderfull:
            output = self.model(x)["output"]
            loss += self.loss(output, y)
            test_acc += (torch.sum(torch.argmax(output, dim=1) == y)).item()
        return test_acc, loss, y.shape[0]


class Server:
    def __init__(self, users):
        self.selected_users = users
        self.metrics = {"glob_acc": [], "glob_loss": []}

    def test(self):
        num_samples, tot_correct, losses = [], [], []
        for c in self.selected_users:
            ct, c_loss, ns = c.test()
            tot_correct.append(ct * 1.0)
            num_samples.append(ns)
            losses.append(c_loss)
        return num_samples, tot_correct, losses

    def evaluate(self):
        test_samples, test_accs, test_losses = self.test()
        glob_acc = np.sum(test_accs) * 1.0 / np.sum(test_samples)
        glob_loss = np.sum([x * y for (x, y) in zip(test_samples, test_losses)]).item() / np.sum(test_samples)
        self.metrics["glob_acc"].append(glob_acc)
        self.metrics["glob_loss"].append(glob_loss)
        print("Average Global Accurancy = {:.4f}, Loss = {:.2f}.".format(glob_acc, glob_loss))
