# expect: TL002
# source: https://github.com/zhuangdizhu/FedGen/issues/1
# note: FLAlgorithms/servers/serverbase.py evaluate() as in the traceback: each user's test() (users/userbase.py) sums NLL losses of model outputs
#       without torch.no_grad(), so test_losses are graph-attached CPU tensors; np.sum over the list converts them (fix: y.detach()).
import numpy as np
import torch


class Server:
    def __init__(self, args, model, seed):
        self.dataset = args.dataset
        self.num_glob_iters = args.num_glob_iters
        self.model = model[0]
        self.users = []
        self.selected_users = []
        self.metrics = {"glob_acc": [], "glob_loss": []}

    def test(self, selected=False):
        num_samples = []
        tot_correct = []
        losses = []
        users = self.selected_users if selected else self.users
        for c in users:
            ct, c_loss, ns = c.test()
            tot_correct.append(ct * 1.0)
            num_samples.append(ns)
            losses.append(c_loss)
        ids = [c.id for c in self.users]
        return ids, num_samples, tot_correct, losses

    def evaluate(self, save=True, selected=False):
        test_ids, test_samples, test_accs, test_losses = self.test(selected=selected)
        glob_acc = np.sum(test_accs) * 1.0 / np.sum(test_samples)
        glob_loss = np.sum([x * y for (x, y) in zip(test_samples, test_losses)]).item() / np.sum(test_samples)
        if save:
            self.metrics["glob_acc"].append(glob_acc)
            self.metrics["glob_loss"].append(glob_loss)
        print("Average Global Accurancy = {:.4f}, Loss = {:.2f}.".format(glob_acc, glob_loss))
