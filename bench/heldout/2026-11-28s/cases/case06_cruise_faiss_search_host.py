# expect: none
# source: https://github.com/ProjectDossier/cruise-screening/pull/100 ("fix bug: not able to convert cuda tensor to numpy in faiss search")
# note: the semantic search service of the literature-screening app reconstructed: a SPECTER encoder is moved to `cuda` when available and the query embedding (the [CLS] vector, computed under `torch.no_grad()`) is handed straight to `index.search`. The faiss Python wrapper converts its argument with `np.ascontiguousarray(x, dtype="float32")`, which calls `Tensor.__array__` and raises "can't convert cuda:0 device type tensor to numpy". The corpus embeddings used to build the index go through `.cpu().numpy()`; `faiss.normalize_L2`, the id array from `np.load` and the returned distances are NumPy; results are reported with `.tolist()` and `float(...)`. Twin: the query embedding is converted with `.cpu().numpy()` before `index.search`, the PR's fix.
import json
import logging
import os

import faiss
import numpy as np
import torch
from transformers import AutoModel, AutoTokenizer

logger = logging.getLogger(__name__)

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class SpecterSearch:
    def __init__(self, index_dir, model_name="allenai/specter"):
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model = AutoModel.from_pretrained(model_name).to(device)
        self.model.eval()
        self.index_dir = index_dir
        self.index = None
        self.paper_ids = None

    def embed(self, texts, batch_size=16):
        chunks = []
        for start in range(0, len(texts), batch_size):
            batch = texts[start:start + batch_size]
            inputs = self.tokenizer(batch, padding=True, truncation=True,
                                    return_tensors="pt", max_length=512).to(device)
            with torch.no_grad():
                output = self.model(**inputs)
            chunks.append(output.last_hidden_state[:, 0, :])
        return torch.cat(chunks, dim=0)

    def build_index(self, papers):
        texts = [p["title"] + self.tokenizer.sep_token + (p.get("abstract") or "") for p in papers]
        embeddings = self.embed(texts).cpu().numpy().astype(np.float32)
        faiss.normalize_L2(embeddings)
        self.index = faiss.IndexFlatIP(embeddings.shape[1])
        self.index.add(embeddings)
        self.paper_ids = np.array([p["id"] for p in papers])
        faiss.write_index(self.index, os.path.join(self.index_dir, "specter.index"))
        np.save(os.path.join(self.index_dir, "paper_ids.npy"), self.paper_ids)
        logger.info("indexed %d papers", self.index.ntotal)

    def load_index(self):
        self.index = faiss.read_index(os.path.join(self.index_dir, "specter.index"))
        self.paper_ids = np.load(os.path.join(self.index_dir, "paper_ids.npy"), allow_pickle=True)

    def search(self, query, k=10):
        if self.index is None:
            self.load_index()
        query_embedding = self.embed([query])
        query_embedding = torch.nn.functional.normalize(query_embedding, dim=-1)
        distances, indices = self.index.search(query_embedding.cpu().numpy(), k)
        hits = []
        for score, idx in zip(distances[0].tolist(), indices[0].tolist()):
            if idx < 0:
                continue
            hits.append({"id": str(self.paper_ids[idx]), "score": float(score)})
        return hits


if __name__ == "__main__":
    searcher = SpecterSearch(index_dir="data/index")
    with open("data/papers.json") as f:
        papers = json.load(f)
    if not os.path.exists(os.path.join("data/index", "specter.index")):
        searcher.build_index(papers)
    for hit in searcher.search("active learning for systematic review screening", k=5):
        print(hit)
