# expect: none
# source: https://github.com/pytorch/pytorch/issues/105730 ("Some error happen in _tensor.py": in invert_embeddings.py, `Optimizer.learnNetwork` calls `res = scipy.optimize.minimize(pmi_loss_10_elt_param, x0=self.elts, args=(self.n,'autoshift',self.vol, False), jac=True, method='L-BFGS-B', ...)` and gets a RuntimeError raised from torch/_tensor.py)
# note: the embedding-inversion optimizer reconstructed around the quoted call. The loss function builds the edge parameters as a leaf tensor with `requires_grad=True`, computes the PMI loss with torch, back-propagates, and returns `loss` itself together with the gradient; SciPy's L-BFGS-B wrapper converts the returned objective to a NumPy float, and `Tensor.__array__` raises "Can't call numpy() on Tensor that requires grad". Everything stays on the CPU (float64, built from NumPy); the gradient of a leaf (`elts_t.grad`) does not require grad, so `elts_t.grad.numpy()` is fine; `np.finfo(float).eps`, `self.n` and `self.vol` are plain numbers. Twin: the objective is returned as `loss.item()` (a Python float), the gradient as before.
import numpy as np
import scipy.optimize
import scipy.sparse as sp
import torch

iteration_log = []


def pmi_loss_10_elt_param(elts, n, shift, vol, verbose, target_pmi=None, tril_idx=None):
    elts_t = torch.tensor(elts, dtype=torch.float64, requires_grad=True)
    adj = torch.zeros(n, n, dtype=torch.float64)
    adj = adj.index_put((tril_idx[0], tril_idx[1]), torch.sigmoid(elts_t))
    adj = adj + adj.T
    deg = adj.sum(dim=1)
    pmi = torch.log(vol * adj / torch.outer(deg, deg).clamp_min(1e-12) + 1e-12)
    if shift == "autoshift":
        pmi = pmi - pmi.mean()
    loss = ((pmi - target_pmi) ** 2).sum() / (n * n)
    loss.backward()
    grad = elts_t.grad.numpy().astype(np.float64)
    if verbose:
        print(f"loss {loss.item():.6f}  |grad| {np.linalg.norm(grad):.3e}")
    return loss.item(), grad


def callback_elt_param(xk):
    iteration_log.append(float(np.abs(xk).mean()))


class Optimizer:
    def __init__(self, adjacency, embedding, filename, _deprecated, rank):
        self.adjacency = sp.csr_matrix(adjacency)
        self.n = self.adjacency.shape[0]
        self.vol = float(self.adjacency.sum())
        self.embedding = np.asarray(embedding, dtype=np.float64)
        self.filename = filename
        self.rank = rank
        self.tril_idx = torch.from_numpy(np.vstack(np.tril_indices(self.n, k=-1)))
        self.elts = np.zeros(self.tril_idx.shape[1], dtype=np.float64)
        lr_pmi = self.embedding @ self.embedding.T
        self.target_pmi = torch.from_numpy(lr_pmi - lr_pmi.mean())

    def learnNetwork(self, max_iter=50, method="autoshift"):
        self.iter_num = 0
        self.elts *= 0
        res = scipy.optimize.minimize(pmi_loss_10_elt_param, x0=self.elts,
                                      args=(self.n, method, self.vol, False, self.target_pmi, self.tril_idx),
                                      jac=True, method="L-BFGS-B",
                                      callback=callback_elt_param,
                                      tol=np.finfo(float).eps,
                                      options={"maxiter": max_iter, "ftol": np.finfo(float).eps,
                                               "gtol": np.finfo(float).eps})
        self.elts = res.x
        probs = 1.0 / (1.0 + np.exp(-self.elts))
        np.save(f"{self.filename}_rank{self.rank}_probs.npy", probs)
        return res.fun, len(iteration_log)
