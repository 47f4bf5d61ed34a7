# expect: TL004
# source: https://github.com/eora-ai/torchok/issues/103 ("Representation Metrics don't support bfloat16": "During training with `bfloat16` metrics that use numpy inside fail. converting types in metrics to torch.float32 would be a solution")
# note: reconstruction of a torchok-style representation metric and its Lightning module (Lightning 2.x): train.py runs Trainer(precision="bf16-mixed") on a GPU, whose autocast covers validation_step, so the Linear neck returns bfloat16 embeddings (no grad: validation runs without grad); module.py passes them to update(), where `.detach().cpu()` handles grad and device but `.numpy()` raises "Got unsupported ScalarType BFloat16". The int64 labels convert fine.
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
