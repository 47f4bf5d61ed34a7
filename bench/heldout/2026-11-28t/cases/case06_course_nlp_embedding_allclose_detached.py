# expect: none
# source: https://github.com/fastai/course-nlp/issues/47 ("notebook 5-nn-imdb, issue: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead.": "It happens at: np.allclose(enc.weight[vocab.stoi["30-something"], :], enc.weight[vocab.stoi["linklater"], :])")
# note: the notebook cell as a script, reconstructed: the fine-tuned language model's encoder is restored into an `nn.Embedding` on the CPU (`map_location='cpu'`), so its weight is a Parameter that requires grad and `np.allclose` (which converts through `Tensor.__array__`) raises. The cosine similarity is computed in torch and read with `.item()`; the vocabulary is a NumPy string array; `enc.weight.shape` is a torch.Size. Twin: the rows are taken from `enc.weight.detach()`.
import argparse
import pickle
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

parser = argparse.ArgumentParser()
parser.add_argument("--path", default="data/imdb")
parser.add_argument("--enc", default="fine_tuned_enc")
parser.add_argument("--words", nargs=2, default=["30-something", "linklater"])
args = parser.parse_args()

path = Path(args.path)

# vocab saved by the language-model notebook (itos list)
with open(path / "tmp_lm" / "itos.pkl", "rb") as fh:
    itos = pickle.load(fh)
stoi = {w: i for i, w in enumerate(itos)}
vocab_arr = np.array(itos)

state = torch.load(path / "models" / f"{args.enc}.pth", map_location="cpu")
emb_sz = state["encoder.weight"].shape[1]

enc = nn.Embedding(len(itos), emb_sz, padding_idx=1)
enc.load_state_dict({"weight": state["encoder.weight"]})
print("encoder:", enc.weight.shape, "vocab:", vocab_arr.shape)

w1, w2 = args.words
i1, i2 = stoi.get(w1, 0), stoi.get(w2, 0)
if i1 == 0 or i2 == 0:
    print("one of the words is unknown (mapped to xxunk)")

weights = enc.weight.detach()
row1 = weights[i1, :]
row2 = weights[i2, :]

# both rare words were never updated during fine-tuning -> identical rows?
same = np.allclose(row1, row2)
print(f"{w1!r} and {w2!r} share an embedding: {same}")

with torch.no_grad():
    cos = F.cosine_similarity(enc.weight[i1:i1 + 1], enc.weight[i2:i2 + 1]).item()
print(f"cosine similarity: {cos:.4f}")

# nearest neighbours of the first word, computed in torch
with torch.no_grad():
    sims = F.cosine_similarity(enc.weight, enc.weight[i1:i1 + 1])
    top = sims.topk(6).indices.tolist()
print("neighbours:", [vocab_arr[j] for j in top[1:]])
