import torch

from imputation import imputation
from vae import VAE


def run_benchmarks(gene_dataset, n_epochs=1000, use_cuda=True):
    vae = VAE(gene_dataset.nb_genes)
    if use_cuda and torch.cuda.is_available():
        vae.cuda()
    vae.eval()
    imputation_score = imputation(vae, gene_dataset.X)
    print("Imputation score on test (MAE) is:", imputation_score)
    return imputation_score
