"""The scVI basic tutorial: train on the Cortex dataset and plot the latent space."""
import matplotlib
matplotlib.use("Agg")

import torch

from scvi.dataset import CortexDataset
from scvi.inference.trainer import UnsupervisedTrainer
from scvi.models.vae import VAE

n_epochs = 400
lr = 1e-3
use_batches = False
use_cuda = torch.cuda.is_available()

gene_dataset = CortexDataset(save_path="data/")
vae = VAE(gene_dataset.nb_genes, n_batch=gene_dataset.n_batches * use_batches)
trainer = UnsupervisedTrainer(vae, gene_dataset, train_size=0.75, use_cuda=use_cuda, frequency=5)
trainer.train(n_epochs=n_epochs, lr=lr)

print("final ELBO (train):", trainer.history["elbo_train"][-1])
trainer.train_set.show_t_sne(n_samples=400, color_by="labels", save_name="cortex_tsne.png")
imputed = trainer.test_set.imputation()
print("imputed matrix:", imputed.shape)
