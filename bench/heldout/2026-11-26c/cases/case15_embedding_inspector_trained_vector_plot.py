# expect: TL002
# source: https://github.com/tkalayci71/embedding-inspector/issues/22
# note: reconstruction of the thread's setting on CPU: the inspected embedding vectors are an optimisable leaf (requires_grad_(True)); plt.plot(x.numpy(), emb_vec[u].numpy()) fails on the grad check
import argparse

import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from transformers import CLIPTokenizer, CLIPTextModel


def load_text_encoder(name):
    tokenizer = CLIPTokenizer.from_pretrained(name)
    encoder = CLIPTextModel.from_pretrained(name).eval()
    return tokenizer, encoder


def init_embedding(tokenizer, encoder, init_text, num_vectors):
    ids = tokenizer(init_text, add_special_tokens=False)["input_ids"][:num_vectors]
    table = encoder.get_input_embeddings().weight.detach()
    vec = table[ids].clone()
    return vec.requires_grad_(True)


def refine(emb_vec, target, steps=100, lr=5e-3):
    opt = torch.optim.AdamW([emb_vec], lr=lr)
    for _ in range(steps):
        loss = 1 - torch.nn.functional.cosine_similarity(emb_vec, target, dim=-1).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return emb_vec


def do_inspect(emb_vec, names, out_png):
    x = torch.arange(emb_vec.shape[1])
    plt.figure(figsize=(12, 4))
    for u in range(emb_vec.shape[0]):
        plt.plot(x.numpy(), emb_vec[u].numpy(), label=names[u])
    plt.legend()
    plt.savefig(out_png)
    norms = [round(float(v.norm()), 4) for v in emb_vec]
    return "vector norms: " + ", ".join(map(str, norms))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="openai/clip-vit-large-patch14")
    ap.add_argument("--init", default="painting style")
    ap.add_argument("--target", default="watercolor")
    ap.add_argument("--out", default="inspect.png")
    args = ap.parse_args()
    tok, enc = load_text_encoder(args.model)
    emb_vec = init_embedding(tok, enc, args.init, 2)
    target = init_embedding(tok, enc, args.target, 1).detach()
    emb_vec = refine(emb_vec, target)
    print(do_inspect(emb_vec, args.init.split(), args.out))
