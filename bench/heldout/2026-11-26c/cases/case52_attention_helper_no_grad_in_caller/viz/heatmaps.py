# expect: none
# source: https://github.com/RomanovMikeV/setka/issues/13 (visualising cuda tensors); PyTorch semantics: conversion runs with grad mode off when the caller is inside torch.no_grad()
# note: this module has no no_grad of its own; its only caller (evaluate.py) runs the model and calls save_attention_grid inside torch.no_grad(), and attention_to_image copies with .cpu()
import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def attention_to_image(attn: torch.Tensor) -> np.ndarray:
    """Average the heads of one layer's attention (H, T, T) and scale it to [0, 1]."""
    a = attn.mean(0)
    a = (a - a.min()) / (a.max() - a.min() + 1e-8)
    return a.cpu().numpy()


def save_attention_grid(attentions, tokens, path, max_layers=6):
    layers = attentions[-max_layers:]
    fig, axes = plt.subplots(1, len(layers), figsize=(4 * len(layers), 4))
    for ax, layer_attn in zip(np.atleast_1d(axes), layers):
        img = attention_to_image(layer_attn[0])
        ax.imshow(img, cmap="viridis")
        ax.set_xticks(range(len(tokens)))
        ax.set_xticklabels(tokens, rotation=90, fontsize=6)
        ax.set_yticks(range(len(tokens)))
        ax.set_yticklabels(tokens, fontsize=6)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
