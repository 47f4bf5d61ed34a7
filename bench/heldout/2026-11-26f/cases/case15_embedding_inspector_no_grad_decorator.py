# expect: none
# source: https://github.com/tkalayci71/embedding-inspector/issues/22
# note: the same inspection as the thread's traceback line, but the inspect function is decorated with @torch.no_grad() (how the extension's later versions avoid the error): reading the embedding weight rows under no_grad gives tensors whose conversion does not check grad. CPU, float32.
import matplotlib.pyplot as plt
import torch
import torch.nn as nn


class TextEncoder(nn.Module):
    def __init__(self, vocab=49408, dim=768):
        super().__init__()
        self.token_embedding = nn.Embedding(vocab, dim)

    def get_input_embeddings(self):
        return self.token_embedding


@torch.no_grad()
def do_inspect(encoder, token_ids, save_path):
    emb_vec = encoder.get_input_embeddings().weight
    x = torch.arange(emb_vec.shape[1])
    plt.figure()
    for u in token_ids:
        plt.plot(x.numpy(), emb_vec[u].numpy())
    plt.savefig(save_path)


if __name__ == "__main__":
    do_inspect(TextEncoder(), [320, 1125], "vectors.png")
