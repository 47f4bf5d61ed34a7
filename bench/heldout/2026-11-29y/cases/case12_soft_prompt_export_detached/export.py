# expect: none
# source: https://syntaxfix.com/question/485/pytorch-tensor-to-numpy-array (a copy of the Stack Overflow question "Pytorch tensor to numpy array"; the answer's case "requires_grad=True" on cuda: "a = torch.ones((1,2), device='cuda', requires_grad=True) ... na = a.detach().to('cpu').numpy() ... Without detach() method the error RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
# note: Prompt tuning split over three files: `prompt.py` defines `SoftPrompt` whose `embedding` is an `nn.Parameter`, `train_prompt.py` moves it to the GPU when there is one, trains it against a frozen backbone, and then calls `export_prompt(prompt, path)` here (grad mode on), which copies the parameter to the host with `.to('cpu')` and calls `.numpy()`: the copy is still attached to the graph (requires grad), so it raises "Can't call numpy() on Tensor that requires grad" on a GPU and on a CPU alike; `.to('cpu')` takes care of the device, not of the grad. Traps: `np.save` / `json.dump` of plain values, `prompt.embedding.shape` (a torch.Size), and `norms = prompt.embedding.detach().norm(dim=1).tolist()`. Twin: `prompt.embedding.detach().to('cpu').numpy()`, the answer's line.
import json
import os

import numpy as np


def export_prompt(prompt, path):
    norms = prompt.embedding.detach().norm(dim=1).tolist()
    na = prompt.embedding.detach().to('cpu').numpy()
    np.save(path, na)
    meta = {"n_tokens": prompt.embedding.shape[0], "dim": prompt.embedding.shape[1], "norms": norms}
    with open(os.path.splitext(path)[0] + ".json", "w") as f:
        json.dump(meta, f)
    return na
