"""Differentiable Spearman correlation between predicted scores and labels."""

import torch

from fast_soft_sort.pytorch_ops import soft_rank


def _standardize(ranks: torch.Tensor, eps: float = 1e-8) -> torch.Tensor:
    ranks = ranks - ranks.mean(dim=1, keepdim=True)
    return ranks / (ranks.norm(dim=1, keepdim=True) + eps)


def soft_spearman(scores: torch.Tensor, relevance: torch.Tensor,
                  regularization_strength: float = 0.1) -> torch.Tensor:
    """Spearman's rho of each row, with soft ranks for the scores.

    scores, relevance: (n_queries, n_documents). The relevance labels are
    constants, so their ranks can be exact; the scores need the soft rank
    to let gradients flow back into the scorer.
    """
    pred_rank = soft_rank(scores, regularization_strength=regularization_strength)
    target_rank = soft_rank(relevance, regularization_strength=1e-3)
    rho = (_standardize(pred_rank) * _standardize(target_rank)).sum(dim=1)
    return rho


def spearman_loss(scores: torch.Tensor, relevance: torch.Tensor,
                  regularization_strength: float = 0.1) -> torch.Tensor:
    """1 - mean Spearman correlation over the queries of the batch."""
    if scores.shape != relevance.shape:
        raise ValueError(f"shape mismatch: {tuple(scores.shape)} vs {tuple(relevance.shape)}")
    return 1.0 - soft_spearman(scores, relevance, regularization_strength).mean()


def listwise_margin(scores: torch.Tensor, relevance: torch.Tensor) -> torch.Tensor:
    """Auxiliary hinge on the best document of each query (no sorting needed)."""
    best = relevance.argmax(dim=1, keepdim=True)
    best_score = scores.gather(1, best)
    return torch.relu(1.0 - (best_score - scores)).mean()
