# expect: none
# source: https://github.com/huggingface/accelerate/pull/247 ("[WIP] Add bfloat16 support #243": "I added a new flag named \"mixed precision\" that can be \"no\" for FP32 training. \"fp16\" for FP16 training and \"bf16\" for bfloat16 training")
# note: a dense-retrieval evaluation script with `Accelerator(mixed_precision="bf16")`, reconstructed around the setting the PR introduces. The prepared encoder's outputs come back as float32 (accelerate wraps the forward of a prepared model with autocast and `convert_outputs_to_fp32`, checked in accelerator.py's `prepare_model`), so `q_emb.cpu().numpy()` is fine; the query-document scores, however, are computed outside the model inside `accelerator.autocast()`, where the matmul runs in bfloat16, and `scores.cpu().numpy()` after `gather_for_metrics` raises "Got unsupported ScalarType BFloat16". Device (`.cpu()`) and grad (`torch.no_grad()`) are handled. Twin: `scores.float().cpu().numpy()`.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from accelerate import Accelerator
from torch.utils.data import DataLoader


class BiEncoder(nn.Module):
    def __init__(self, vocab_size=30522, dim=256):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, dim, mode="mean")
        self.proj = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.Linear(dim, dim))

    def forward(self, input_ids, offsets):
        return F.normalize(self.proj(self.embed(input_ids, offsets)), dim=-1)


def recall_at_k(scores, positives, k=10):
    topk = np.argsort(-scores, axis=1)[:, :k]
    return float(np.mean([positives[i] in topk[i] for i in range(len(positives))]))


def evaluate(model, query_loader, doc_embeddings, accelerator):
    model.eval()
    all_scores, all_pos, all_q = [], [], []
    for batch in query_loader:
        with torch.no_grad():
            q_emb = model(batch["input_ids"], batch["offsets"])
            with accelerator.autocast():
                scores = q_emb @ doc_embeddings.T
        scores, q_emb, positives = accelerator.gather_for_metrics((scores, q_emb, batch["positive"]))
        all_scores.append(scores.float().cpu().numpy())
        all_q.append(q_emb.cpu().numpy())
        all_pos.extend(positives.tolist())
    scores = np.concatenate(all_scores)
    return {"recall@10": recall_at_k(scores, all_pos, 10), "n_queries": int(np.concatenate(all_q).shape[0])}


def main(query_dataset, doc_input_ids, doc_offsets, collate_fn):
    accelerator = Accelerator(mixed_precision="bf16")
    model = BiEncoder()
    model.load_state_dict(torch.load("biencoder.pt", map_location="cpu"))
    query_loader = DataLoader(query_dataset, batch_size=128, collate_fn=collate_fn)
    model, query_loader = accelerator.prepare(model, query_loader)
    with torch.no_grad():
        doc_embeddings = model(doc_input_ids.to(accelerator.device), doc_offsets.to(accelerator.device))
    metrics = evaluate(model, query_loader, doc_embeddings, accelerator)
    accelerator.print(metrics)


if __name__ == "__main__":
    import sys
    sys.exit("run through `accelerate launch` with the project's dataset builders")
