# expect: none
# source: https://crownmelresort.com/www.stackoverflow.com/questions/53467215/convert-pytorch-cuda-tensor-to-numpy-array (a copy of Stack Overflow question 53467215 "Convert PyTorch CUDA tensor to NumPy array": "How do I convert a torch.Tensor (on GPU) to a numpy.ndarray (on CPU)?"; accepted answer: "Use .detach() to convert from GPU / CUDA Tensor to numpy array: tensor.detach().cpu().numpy()", with the comment "detach if the Tensor has associated gradients. When detach is needed, you want to call detach before cpu.")
# note: The question's situation as a small embedding-export script: the encoder is moved to `device` (cuda when available), a batch of random token ids is encoded outside any `no_grad` block, and `emb.numpy()` is asked of a tensor that is both on the GPU and attached to the graph of the encoder's parameters, so it fails on a GPU ("can't convert cuda:0 device type tensor to numpy") and on a CPU-only machine too ("Can't call numpy() on Tensor that requires grad"). Traps: `ids.cpu().numpy()` of the integer ids (no grad), `np.save` / `np.load` of NumPy arrays, `np.linalg.norm` of the loaded array, and `loss.item()` in the warm-up step. Twin: `emb.detach().cpu().numpy()`, the accepted answer's line.
import os
import tempfile

import numpy as np
import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Encoder(nn.Module):
    def __init__(self, vocab=1000, dim=64):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.proj = nn.Linear(dim, dim)

    def forward(self, ids):
        return nn.functional.normalize(self.proj(self.embed(ids)), dim=-1)


def main():
    torch.manual_seed(0)
    model = Encoder().to(device)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)

    # one warm-up step so the export runs on trained weights
    ids = torch.randint(0, 1000, (32, 12), device=device)
    loss = (model(ids) @ model(ids).T).diagonal().neg().mean()
    loss.backward()
    opt.step()
    print("warm-up loss", loss.item())

    emb = model(ids)
    out_dir = tempfile.mkdtemp(prefix="emb-")
    np.save(os.path.join(out_dir, "ids.npy"), ids.cpu().numpy())
    np.save(os.path.join(out_dir, "emb.npy"), emb.detach().cpu().numpy())

    loaded = np.load(os.path.join(out_dir, "emb.npy"))
    print(loaded.shape, np.linalg.norm(loaded, axis=1)[:4])


if __name__ == "__main__":
    main()
