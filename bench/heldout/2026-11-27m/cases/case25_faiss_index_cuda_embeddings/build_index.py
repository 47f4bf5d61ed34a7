import json

import faiss

from encoder import PassageEncoder
from vector_index import VectorIndex


def main(corpus_path="data/passages.jsonl", out_path="index/passages.faiss"):
    with open(corpus_path) as fh:
        records = [json.loads(line) for line in fh]
    texts = [r["text"] for r in records]
    ids = [int(r["id"]) for r in records]

    encoder = PassageEncoder(device="cuda")
    embeddings = encoder.encode(texts)

    index = VectorIndex(dim=embeddings.shape[1], use_gpu=True)
    index.add(embeddings, ids)

    queries = encoder.encode(["what is the capital of france", "who wrote hamlet"])
    scores, hits = index.search(queries, k=5)
    print(scores[0].tolist(), hits[0].tolist())
    faiss.write_index(faiss.index_gpu_to_cpu(index.index), out_path)


if __name__ == "__main__":
    main()
