# expect: none
# source: https://wenku.csdn.net/answer/89qwy2z8cm ("动手学深度学习pytorch 多头注意⼒ 分别可视化这个实验中的多个头的注意⼒权重。" (Dive into Deep Learning, PyTorch, multi-head attention: visualize the attention weights of each head in this experiment): "attention_heads = model.attentions[-1].squeeze(0) # 获取最后一个注意力层的注意力 ... for i in range(len(attention_heads)): head_attention = attention_heads[i] ax = sns.heatmap(head_attention, annot=True, cmap='coolwarm') ax.set_title(f\"Attention Head {i+1}\") plt.show()"; no fix in the answer)
# note: The answer's loop made runnable with a small stand-in encoder (two `nn.MultiheadAttention` layers that keep their per-head weights, like the d2l `MultiHeadAttention` exercise) and random token ids instead of the d2l translation data: the forward pass runs with grad mode on and the weights are taken from the last layer, so every `head_attention = attention_heads[i]` is attached to the graph of the attention projections and `sns.heatmap(head_attention, ...)` has to convert a tensor that requires grad ("Can't call numpy() on Tensor that requires grad"), on any device. The figure is saved with the Agg backend instead of `plt.show()`. Traps: `logits.argmax(-1).tolist()`, the integer token ids, `np.arange` for the tick labels, and `ax.set_title` with an f-string. Twin: `head_attention = attention_heads[i].detach().numpy()`, so seaborn gets a NumPy array.
import os
import tempfile

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import seaborn as sns
import torch
import torch.nn as nn


class TinyEncoder(nn.Module):
    def __init__(self, vocab=50, dim=32, num_heads=4, num_layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleList(nn.MultiheadAttention(dim, num_heads, batch_first=True)
                                    for _ in range(num_layers))
        self.out = nn.Linear(dim, vocab)
        self.attentions = []

    def forward(self, tokens):
        x = self.embed(tokens)
        self.attentions = []
        for attn in self.layers:
            y, w = attn(x, x, x, need_weights=True, average_attn_weights=False)
            self.attentions.append(w)           # [batch, heads, query, key]
            x = x + y
        return self.out(x)


def main():
    torch.manual_seed(0)
    model = TinyEncoder()
    tokens = torch.randint(0, 50, (1, 6))
    logits = model(tokens)
    print("predicted ids:", logits.argmax(-1).tolist())

    attention_heads = model.attentions[-1].squeeze(0)  # 获取最后一个注意力层的注意力
    out_dir = tempfile.mkdtemp(prefix="attn-")
    ticks = np.arange(tokens.shape[1])
    for i in range(len(attention_heads)):
        head_attention = attention_heads[i].detach().numpy()
        fig = plt.figure(figsize=(4, 3))
        ax = sns.heatmap(head_attention, annot=True, cmap='coolwarm',
                         xticklabels=ticks, yticklabels=ticks)
        ax.set_title(f"Attention Head {i+1}")
        fig.savefig(os.path.join(out_dir, f"head_{i+1}.png"))
        plt.close(fig)
    print("saved", len(attention_heads), "heatmaps to", out_dir)


if __name__ == "__main__":
    main()
