# expect: TL002
# source: https://github.com/tkalayci71/embedding-inspector/issues/22
# note: reconstruction around the traceback line `plt.plot(x.numpy(), emb_vec[u].numpy())`: the vectors are rows of the text encoder's token-embedding weight (an nn.Parameter on the CPU), read outside no_grad, so `.numpy()` raises for grad. x is a plain arange.
import matplotlib.pyplot as plt
import torch
import torch.nn as nn


class TextEncoder(nn.Module):
    def __init__(self, vocab=49408, dim=768):
        super().__init__()
        self.token_embedding = nn.Embedding(vocab, dim)

    def get_input_embeddings(self):
        return self.token_embedding


def do_inspect(encoder, token_ids, save_path):
    emb_vec = encoder.get_input_embeddings().weight
    x = torch.arange(emb_vec.shape[1])
    plt.figure()
    for u in token_ids:
        plt.plot(x.numpy(), emb_vec[u].numpy())
    plt.savefig(save_path)
    return [int(u) for u in token_ids]


if __name__ == "__main__":
    do_inspect(TextEncoder(), [320, 1125], "vectors.png")
