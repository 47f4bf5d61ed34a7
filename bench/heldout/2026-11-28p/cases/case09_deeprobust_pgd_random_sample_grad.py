# expect: TL002
# source: https://github.com/DSE-MSU/DeepRobust/pull/16 ("Bugfix for graph PGD class - test failing": topology_attack.py line 80 `s = self.adj_changes.cpu().numpy()` -> "RuntimeError: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead."; fixed as `self.adj_changes.cpu().detach().numpy()`)
# note: DeepRobust's PGD topology attack reconstructed around the fixed line. `adj_changes` is an `nn.Parameter` (requires grad), and `random_sample` runs outside any no_grad block; `.cpu()` handles the device (the issue ran on CPU) but not grad. The Bernoulli samples are NumPy, `torch.FloatTensor(sampled)` is a fresh CPU tensor; the victim's loss is read with `.item()`; `projection` updates the parameter under `torch.no_grad()`.
import numpy as np
import torch
import torch.nn.functional as F
from torch import optim
from torch.nn.parameter import Parameter
from tqdm import tqdm

from deeprobust.graph import utils
from deeprobust.graph.global_attack import BaseAttack


class PGDAttack(BaseAttack):
    def __init__(self, model=None, nnodes=None, loss_type="CE", feature_shape=None, attack_structure=True, attack_features=False, device="cpu"):
        super(PGDAttack, self).__init__(model, nnodes, attack_structure, attack_features, device)
        self.loss_type = loss_type
        self.modified_adj = None
        if attack_structure:
            self.adj_changes = Parameter(torch.FloatTensor(int(nnodes * (nnodes - 1) / 2)))
            self.adj_changes.data.fill_(0)
        self.complementary = None

    def attack(self, ori_features, ori_adj, labels, idx_target, n_perturbations, epochs=200, **kwargs):
        victim_model = self.surrogate
        self.sparse_features = False
        ori_adj, ori_features, labels = utils.to_tensor(ori_adj, ori_features, labels, device=self.device)
        victim_model.eval()
        for t in tqdm(range(epochs)):
            modified_adj = self.get_modified_adj(ori_adj)
            adj_norm = utils.normalize_adj_tensor(modified_adj)
            output = victim_model(ori_features, adj_norm)
            loss = self._loss(output[idx_target], labels[idx_target])
            adj_grad = torch.autograd.grad(loss, self.adj_changes)[0]
            lr = 200 / np.sqrt(t + 1)
            with torch.no_grad():
                self.adj_changes.add_(lr * adj_grad)
            self.projection(n_perturbations)
        self.random_sample(ori_adj, ori_features, labels, idx_target, n_perturbations)
        self.modified_adj = self.get_modified_adj(ori_adj).detach()

    def random_sample(self, ori_adj, ori_features, labels, idx_target, n_perturbations, K=20):
        best_loss = -1000
        victim_model = self.surrogate
        s = self.adj_changes.cpu().numpy()
        for i in range(K):
            sampled = np.random.binomial(1, s)
            if sampled.sum() > n_perturbations:
                continue
            self.adj_changes.data.copy_(torch.FloatTensor(sampled))
            modified_adj = self.get_modified_adj(ori_adj)
            adj_norm = utils.normalize_adj_tensor(modified_adj)
            output = victim_model(ori_features, adj_norm)
            loss = self._loss(output[idx_target], labels[idx_target])
            if best_loss < loss.item():
                best_loss = loss.item()
                best_s = sampled
        self.adj_changes.data.copy_(torch.tensor(best_s))

    def _loss(self, output, labels):
        if self.loss_type == "CE":
            return F.nll_loss(output, labels)
        onehot = utils.tensor2onehot(labels)
        best_second_class = (output - 1000 * onehot).argmax(1)
        margin = output[np.arange(len(output)), labels] - output[np.arange(len(output)), best_second_class]
        return -torch.clamp(margin, min=-0.1).mean()

    def projection(self, n_perturbations):
        with torch.no_grad():
            if torch.clamp(self.adj_changes, 0, 1).sum() > n_perturbations:
                left = (self.adj_changes - 1).min()
                right = self.adj_changes.max()
                miu = self.bisection(left, right, n_perturbations, epsilon=1e-5)
                self.adj_changes.data.copy_(torch.clamp(self.adj_changes.data - miu, min=0, max=1))
            else:
                self.adj_changes.data.copy_(torch.clamp(self.adj_changes.data, min=0, max=1))

    def get_modified_adj(self, ori_adj):
        if self.complementary is None:
            self.complementary = (torch.ones_like(ori_adj) - torch.eye(self.nnodes).to(self.device) - ori_adj) - ori_adj
        m = torch.zeros((self.nnodes, self.nnodes)).to(self.device)
        tril_indices = torch.tril_indices(row=self.nnodes, col=self.nnodes, offset=-1)
        m[tril_indices[0], tril_indices[1]] = self.adj_changes
        m = m + m.t()
        return self.complementary * m + ori_adj

    def bisection(self, a, b, n_perturbations, epsilon):
        def func(x):
            return torch.clamp(self.adj_changes - x, 0, 1).sum() - n_perturbations

        miu = a
        while (b - a) >= epsilon:
            miu = (a + b) / 2
            if func(miu) == 0.0:
                break
            if func(miu) * func(a) < 0:
                b = miu
            else:
                a = miu
        return miu
