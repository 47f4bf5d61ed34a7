"""Encode batches of tokenized text with a transformer."""
import torch

from .pooling import mean_pool, unit_normalize


class Encoder:
    def __init__(self, model, device=None):
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.model = model.to(self.device).eval()

    @torch.no_grad()
    def __call__(self, batches):
        embeddings = []
        for batch in batches:
            batch = {k: v.to(self.device) for k, v in batch.items()}
            hidden = self.model(**batch).last_hidden_state
            pooled = unit_normalize(mean_pool(hidden, batch["attention_mask"]))
            # accumulate on the CPU: keeping every batch on the GPU runs out of memory
            embeddings.append(pooled.cpu())
        return torch.cat(embeddings)
