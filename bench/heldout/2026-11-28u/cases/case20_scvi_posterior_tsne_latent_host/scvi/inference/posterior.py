# expect: none
# source: https://github.com/scverse/scvi-tools/issues/242 ("compatibility issue with torch 1.0.0 and GPU?": "I played with the basic tutorial and an error occurred in plotting tsne ... \"_can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first._\"" pointing at `scvi/inference/posterior.py#L151`; jeff-regier: "We've only tested scVI with pytorch 0.4 and 0.4.1 so far.")
# note: scVI's `Posterior` of late 2018, reduced: `UnsupervisedTrainer` (trainer.py) moves the VAE to the GPU and creates posteriors with `use_cuda`, `__iter__` sends every minibatch to the GPU, and `get_latent()` (run under `torch.no_grad()`) returns `np.array(torch.cat(latent))` of the cuda latent codes, batch indices and labels, which raises once torch 1.0 stopped converting CUDA tensors; `show_t_sne` and `entropy_batch_mixing` consume those arrays. The t-SNE, the nearest-neighbour entropy and the plotting work on NumPy; `imputation()` moves its rates with `.cpu()` first. Header `scvi/inference/posterior.py`. Twin: each concatenated tensor is moved with `.cpu()` before `np.array`.
import numpy as np
import torch
from matplotlib import pyplot as plt
from sklearn.manifold import TSNE
from sklearn.neighbors import NearestNeighbors
from torch.utils.data import DataLoader
from torch.utils.data.sampler import RandomSampler, SequentialSampler, SubsetRandomSampler


class Posterior:
    """A data loader over (a subset of) a gene dataset, bound to a model, with evaluation utilities."""

    def __init__(self, model, gene_dataset, shuffle=False, indices=None, use_cuda=True, data_loader_kwargs=dict()):
        self.model = model
        self.gene_dataset = gene_dataset
        self.use_cuda = use_cuda
        self.to_monitor = []

        if indices is not None and shuffle:
            raise ValueError("indices is mutually exclusive with shuffle")
        if indices is not None:
            indices = np.flatnonzero(indices) if getattr(indices, "dtype", None) == np.bool_ else indices
            sampler = SubsetRandomSampler(indices)
        elif shuffle:
            sampler = RandomSampler(gene_dataset)
        else:
            sampler = SequentialSampler(gene_dataset)
        kwargs = dict(data_loader_kwargs, sampler=sampler)
        if hasattr(gene_dataset, "collate_fn"):
            kwargs["collate_fn"] = gene_dataset.collate_fn
        self.data_loader_kwargs = kwargs
        self.data_loader = DataLoader(gene_dataset, **kwargs)

    def __iter__(self):
        return (self.to_cuda(tensors) for tensors in self.data_loader)

    def to_cuda(self, tensors):
        if not self.use_cuda:
            return tensors
        return [t.cuda(non_blocking=False) for t in tensors]

    @torch.no_grad()
    def get_latent(self, sample=False):
        """Latent codes (posterior means, or samples), batch indices and labels of every cell."""
        latent, batch_indices, labels = [], [], []
        for sample_batch, _, _, batch_index, label in self:
            if sample:
                z = self.model.sample_from_posterior_z(sample_batch)
            else:
                x = torch.log(1 + sample_batch) if self.model.log_variational else sample_batch
                z = self.model.z_encoder(x)[0]
            latent.append(z)
            batch_indices.append(batch_index)
            labels.append(label)
        return np.array(torch.cat(latent).cpu()), np.array(torch.cat(batch_indices).cpu()), np.array(torch.cat(labels).cpu()).ravel()

    def entropy_batch_mixing(self, verbose=False, **kwargs):
        if self.gene_dataset.n_batches == 2:
            latent, batch_indices, labels = self.get_latent()
            be_score = entropy_batch_mixing(latent, batch_indices, **kwargs)
            if verbose:
                print("Entropy batch mixing :", be_score)
            return be_score

    entropy_batch_mixing.mode = "max"

    @torch.no_grad()
    def imputation(self, n_samples=1):
        imputed_list = []
        for tensors in self:
            sample_batch, _, _, batch_index, labels = tensors
            px_rate = self.model.get_sample_rate(sample_batch, batch_index=batch_index, y=labels, n_samples=n_samples)
            imputed_list += [np.array(px_rate.cpu())]
        imputed_list = np.concatenate(imputed_list)
        return imputed_list.squeeze()

    def show_t_sne(self, n_samples=1000, color_by="", save_name="", latent=None, batch_indices=None,
                   labels=None, n_batch=None):
        if latent is None:
            latent, batch_indices, labels = self.get_latent(sample=True)
            latent, idx_t_sne = self.apply_t_sne(latent, n_samples)
            batch_indices = batch_indices[idx_t_sne].ravel()
            labels = labels[idx_t_sne].ravel()
        if not color_by:
            plt.figure(figsize=(10, 10))
            plt.scatter(latent[:, 0], latent[:, 1])
        elif color_by == "batches":
            n_batch = self.gene_dataset.n_batches if n_batch is None else n_batch
            plt.figure(figsize=(10, 10))
            for i in range(n_batch):
                plt.scatter(latent[batch_indices == i, 0], latent[batch_indices == i, 1], label=str(i))
            plt.legend()
        elif color_by == "labels":
            plt.figure(figsize=(10, 10))
            for i, cell_type in enumerate(self.gene_dataset.cell_types):
                plt.scatter(latent[labels == i, 0], latent[labels == i, 1], label=cell_type)
            plt.legend()
        plt.axis("off")
        plt.tight_layout()
        if save_name:
            plt.savefig(save_name)

    @staticmethod
    def apply_t_sne(latent, n_samples=1000):
        idx_t_sne = np.random.permutation(len(latent))[:n_samples] if n_samples else np.arange(len(latent))
        if latent.shape[1] != 2:
            latent = TSNE().fit_transform(latent[idx_t_sne])
        return latent, idx_t_sne


def entropy_batch_mixing(latent_space, batches, n_neighbors=50, n_pools=50, n_samples_per_pool=100):
    def entropy(hist_data):
        n_batches = len(np.unique(hist_data))
        if n_batches > 2:
            raise ValueError("Should be only two clusters for this metric")
        frequency = np.mean(hist_data == 1)
        if frequency == 0 or frequency == 1:
            return 0
        return -frequency * np.log(frequency) - (1 - frequency) * np.log(1 - frequency)

    nne = NearestNeighbors(n_neighbors=1 + n_neighbors, n_jobs=8)
    nne.fit(latent_space)
    kmatrix = nne.kneighbors_graph(latent_space) - np.identity(latent_space.shape[0])

    score = 0
    for t in range(n_pools):
        indices = np.random.choice(np.arange(latent_space.shape[0]), size=n_samples_per_pool)
        score += np.mean([entropy(batches[kmatrix[indices].nonzero()[1][kmatrix[indices].nonzero()[0] == i]])
                          for i in range(n_samples_per_pool)])
    return score / float(n_pools)
