# expect: TL004
# source: https://github.com/facebookresearch/faiss/issues/3862 ("bfloat16 (bf16) support in faiss": "Many LLMs are trained with bf16, if we want to use the hidden states of LLMs for retrieval, those vectors will be in bf16 dtype"; maintainer: "we cannot pass through the numpy wrapper because numpy does not support bf16"; the workaround quoted there converts with `x.to(device='cpu', dtype=torch.float32).numpy()`)
# note: an accelerate-based LLM-retriever indexing script built on the thread's setting. The encoder is loaded in bf16 (`torch_dtype=torch.bfloat16`) and prepared by `Accelerator()`; passage embeddings are mean-pooled last hidden states (bf16), gathered with `accelerator.gather_for_metrics` and moved to the CPU before being added to the faiss index with `.cpu().numpy()`: device and grad (`torch.no_grad()`) are handled, the dtype is not, "Got unsupported ScalarType BFloat16". The query side already upcasts; passage ids are int64 and converted with `.tolist()`; the attention mask is cast with `.to(hidden.dtype)`.
import argparse

import faiss
import numpy as np
import torch
from accelerate import Accelerator
from datasets import load_dataset
from torch.utils.data import DataLoader
from transformers import AutoModel, AutoTokenizer


def mean_pool(hidden, attention_mask):
    mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
    return (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="intfloat/e5-mistral-7b-instruct")
    parser.add_argument("--corpus", default="BeIR/scifact")
    parser.add_argument("--batch-size", type=int, default=16)
    args = parser.parse_args()

    accelerator = Accelerator()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModel.from_pretrained(args.model, torch_dtype=torch.bfloat16)
    corpus = load_dataset(args.corpus, "corpus", split="corpus")

    def collate(rows):
        enc = tokenizer(["passage: " + r["text"] for r in rows], padding=True, truncation=True, max_length=512, return_tensors="pt")
        enc["ids"] = torch.tensor([int(r["_id"]) for r in rows], dtype=torch.long)
        return enc

    loader = DataLoader(corpus, batch_size=args.batch_size, collate_fn=collate)
    model, loader = accelerator.prepare(model, loader)
    model.eval()

    index = faiss.IndexIDMap(faiss.IndexFlatIP(model.config.hidden_size))
    with torch.no_grad():
        for batch in loader:
            ids = batch.pop("ids")
            hidden = model(**batch).last_hidden_state
            emb = torch.nn.functional.normalize(mean_pool(hidden, batch["attention_mask"]), dim=-1)
            emb, ids = accelerator.gather_for_metrics((emb, ids))
            if accelerator.is_main_process:
                index.add_with_ids(emb.cpu().numpy(), np.asarray(ids.cpu().tolist(), dtype=np.int64))

        if accelerator.is_main_process:
            q = tokenizer(["query: what causes scurvy"], return_tensors="pt").to(accelerator.device)
            q_emb = mean_pool(model(**q).last_hidden_state, q["attention_mask"])
            q_emb = torch.nn.functional.normalize(q_emb, dim=-1).float().cpu().numpy()
            scores, hits = index.search(q_emb, 10)
            print(f"indexed {index.ntotal} passages; top hit {hits[0][0]} ({scores[0][0]:.3f})")


if __name__ == "__main__":
    main()
