import torch
import torch.nn as nn

import utils


class DETM(nn.Module):
    def __init__(self, vocab_size, rho_size=300, num_topics=50, num_times=10):
        super().__init__()
        self.rho = nn.Linear(rho_size, vocab_size, bias=False)
        self.mu_q_alpha = nn.Parameter(torch.randn(num_topics, num_times, rho_size))


def visualize(model, vocab, queries):
    model.eval()
    embeddings = model.rho.weight
    for word in queries:
        print("word: {} .. neighbors: {}".format(word, utils.nearest_neighbors(word, embeddings, vocab)))


if __name__ == "__main__":
    vocab = ["economy", "war", "peace", "health", "tax"] * 20
    model = DETM(len(vocab))
    visualize(model, vocab, ["economy", "war"])
