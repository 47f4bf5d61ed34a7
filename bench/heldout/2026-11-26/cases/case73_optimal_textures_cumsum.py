# source: https://github.com/JCBrouwer/OptimalTextures/issues/2
# expect: TL003
# why: eigvals is moved to CPU but total_variance stays on cuda; each i / total_variance is a cuda scalar and np.cumsum converts the list
import numpy as np
import torch


def fit_pca(tensor):
    # tensor: (C, N) style features on the GPU
    mu = torch.mean(tensor, axis=0)
    centered = tensor - mu
    cov = centered.T @ centered / (tensor.shape[0] - 1)
    eigvals, eigvecs = torch.linalg.eigh(cov)
    eigvals, order = torch.sort(eigvals, descending=True)
    eigvecs = eigvecs[:, order]
    total_variance = torch.sum(eigvals)
    k = np.argmax(np.cumsum([i / total_variance for i in eigvals.cpu()]) > 0.9)
    return eigvecs[:, :k + 1], mu


def encode_inputs(style_layers, use_pca=True):
    eigvs = {}
    with torch.no_grad():
        for l in style_layers:
            feats = style_layers[l].cuda()
            if use_pca:
                style_layers[l], eigvs[l] = fit_pca(feats)
    return style_layers, eigvs
