"""BPR: Bayesian personalized ranking from implicit feedback."""
import torch
from torch import nn


class BPR(nn.Module):
    def __init__(self, n_users, n_items, embedding_size=64):
        super().__init__()
        self.user_embedding = nn.Embedding(n_users, embedding_size)
        self.item_embedding = nn.Embedding(n_items, embedding_size)

    def calculate_loss(self, interaction):
        user = self.user_embedding(interaction["user_id"])
        pos = self.item_embedding(interaction["item_id"])
        neg = self.item_embedding(interaction["neg_item_id"])
        pos_score = torch.mul(user, pos).sum(dim=1)
        neg_score = torch.mul(user, neg).sum(dim=1)
        return -torch.log(1e-10 + torch.sigmoid(pos_score - neg_score)).mean()

    def full_sort_predict(self, interaction):
        user = self.user_embedding(interaction["user_id"])
        return torch.matmul(user, self.item_embedding.weight.t())
