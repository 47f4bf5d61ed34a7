import sys
import time

import numpy as np
import torch
from sklearn.model_selection._split import _validate_shuffle_split
from tqdm import trange

from scvi.inference.posterior import Posterior


class Trainer:
    default_metrics_to_monitor = []

    def __init__(self, model, gene_dataset, use_cuda=True, metrics_to_monitor=None, benchmark=False,
                 verbose=False, frequency=None, weight_decay=1e-6, data_loader_kwargs=dict()):
        self.model = model
        self.gene_dataset = gene_dataset
        self._posteriors = dict()

        self.data_loader_kwargs = {"batch_size": 128, "pin_memory": use_cuda}
        self.data_loader_kwargs.update(data_loader_kwargs)

        self.weight_decay = weight_decay
        self.benchmark = benchmark
        self.epoch = -1
        self.use_cuda = use_cuda and torch.cuda.is_available()
        if self.use_cuda:
            self.model.cuda()

        self.frequency = frequency if not benchmark else None
        self.verbose = verbose
        self.history = {"elbo_train": [], "elbo_test": []}

    def train(self, n_epochs=20, lr=1e-3, eps=0.01, params=None):
        begin = time.time()
        self.model.train()
        if params is None:
            params = filter(lambda p: p.requires_grad, self.model.parameters())
        optimizer = torch.optim.Adam(params, lr=lr, eps=eps, weight_decay=self.weight_decay)
        self.n_epochs = n_epochs
        with trange(n_epochs, desc="training", file=sys.stdout, disable=self.benchmark) as pbar:
            for self.epoch in pbar:
                pbar.update(1)
                for tensors in self.train_set:
                    loss = self.loss(tensors)
                    optimizer.zero_grad()
                    loss.backward()
                    optimizer.step()
                self.history["elbo_train"].append(loss.item())
        self.model.eval()
        self.training_time = time.time() - begin

    def train_test(self, model=None, gene_dataset=None, train_size=0.1, test_size=None, seed=0):
        model = self.model if model is None and hasattr(self, "model") else model
        gene_dataset = self.gene_dataset if gene_dataset is None and hasattr(self, "model") else gene_dataset
        n = len(gene_dataset)
        n_train, n_test = _validate_shuffle_split(n, test_size, train_size)
        np.random.seed(seed=seed)
        permutation = np.random.permutation(n)
        indices_test = permutation[:n_test]
        indices_train = permutation[n_test:(n_test + n_train)]
        return (self.create_posterior(model, gene_dataset, indices=indices_train),
                self.create_posterior(model, gene_dataset, indices=indices_test))

    def create_posterior(self, model=None, gene_dataset=None, shuffle=False, indices=None):
        model = self.model if model is None and hasattr(self, "model") else model
        gene_dataset = self.gene_dataset if gene_dataset is None and hasattr(self, "model") else gene_dataset
        return Posterior(model, gene_dataset, shuffle=shuffle, indices=indices, use_cuda=self.use_cuda,
                         data_loader_kwargs=self.data_loader_kwargs)


class UnsupervisedTrainer(Trainer):
    default_metrics_to_monitor = ["ll"]

    def __init__(self, model, gene_dataset, train_size=0.8, test_size=None, kl=None, **kwargs):
        super().__init__(model, gene_dataset, **kwargs)
        self.kl = kl
        self.train_set, self.test_set = self.train_test(model, gene_dataset, train_size, test_size)
        self.train_set.to_monitor = ["ll"]
        self.test_set.to_monitor = ["ll"]

    @property
    def posteriors_loop(self):
        return ["train_set"]

    def loss(self, tensors):
        sample_batch, local_l_mean, local_l_var, batch_index, _ = tensors
        reconst_loss, kl_divergence = self.model(sample_batch, local_l_mean, local_l_var, batch_index)
        return torch.mean(reconst_loss + self.kl_weight * kl_divergence)

    @property
    def kl_weight(self):
        return self.kl if self.kl is not None else min(1, self.epoch / 400)
