# expect: none
# source: https://github.com/eora-ai/torchok/issues/103 ("Representation Metrics don't support bfloat16": "converting types ... to torch.float32 would be a solution") - fixed twin of case31
# note: fixed twin of case31 with the suggested conversion done in the module: training still uses Trainer(precision="bf16-mixed"), but module.py's validation_step passes `embeddings.float()` to update(), so the metric receives float32 tensors (no grad) and `.detach().cpu().numpy()` is valid. This file is unchanged apart from its header lines; the deciding evidence is in module.py.
import numpy as np


class RecallAtK:
    def __init__(self, ks=(1,)):
        self.ks = ks
        self.reset()

    def reset(self):
        self.embeddings = []
        self.targets = []

    def update(self, embeddings, targets):
        self.embeddings.append(embeddings.detach().cpu().numpy())
        self.targets.append(targets.detach().cpu().numpy())

    def compute(self):
        emb = np.concatenate(self.embeddings).astype(np.float32)
        tgt = np.concatenate(self.targets)
        emb /= np.linalg.norm(emb, axis=1, keepdims=True) + 1e-12
        sims = emb @ emb.T
        np.fill_diagonal(sims, -np.inf)
        order = np.argsort(-sims, axis=1)
        hits = tgt[order] == tgt[:, None]
        return {k: float(hits[:, :k].any(axis=1).mean()) for k in self.ks}
