# expect: none
# source: https://github.com/zhuangdizhu/FedGen/issues/1
# note: here User.test() (users/userbase.py) is decorated with @torch.no_grad(): the returned CPU loss tensors carry no grad, so np.sum over [x * y] converts them without error
import os
import copy

import numpy as np
import torch
import torch.nn.functional as F
import h5py

from utils.model_utils import get_dataset_name, RUNCONFIGS, get_log_path, METRICS


class Server:
    def __init__(self, args, model, seed):
        self.dataset = args.dataset
        self.num_glob_iters = args.num_glob_iters
        self.local_epochs = args.local_epochs
        self.batch_size = args.batch_size
        self.learning_rate = args.learning_rate
        self.total_train_samples = 0
        self.model = copy.deepcopy(model[0])
        self.model_name = model[1]
        self.users = []
        self.selected_users = []
        self.num_users = args.num_users
        self.algorithm = args.algorithm
        self.seed = seed
        self.metrics = {key: [] for key in METRICS}
        self.save_path = args.result_path
        os.system("mkdir -p {}".format(self.save_path))

    def send_parameters(self, mode='all', beta=1, selected=False):
        users = self.selected_users if selected else self.users
        for user in users:
            user.set_parameters(self.model, beta=beta)

    def test(self, selected=False):
        '''tests self.latest_model on given clients
        '''
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
        # override evaluate function to log vae-loss.
        test_ids, test_samples, test_accs, test_losses = self.test(selected=selected)
        glob_acc = np.sum(test_accs) * 1.0 / np.sum(test_samples)
        glob_loss = np.sum([x * y for (x, y) in zip(test_samples, test_losses)]).item() / np.sum(test_samples)
        if save:
            self.metrics['glob_acc'].append(glob_acc)
            self.metrics['glob_loss'].append(glob_loss)
        print("Average Global Accurancy = {:.4f}, Loss = {:.2f}.".format(glob_acc, glob_loss))
