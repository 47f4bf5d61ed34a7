# expect: TL004
# source: https://github.com/EleutherAI/bergson/pull/133 ("Convert Bf16 to float32 when converting to numpy (e.g. in score.py query dataset)")
# note: reconstruction of the query-scoring step: collect.py loads the model with torch_dtype=torch.bfloat16 on cuda, so the parameter gradients and the bf16 projection give bfloat16 projected gradients (gradients do not require grad); score.py copies them with `.cpu()` and calls `.numpy()`, which raises "Got unsupported ScalarType BFloat16". The index is loaded from .npy files (float32 NumPy).
import argparse
import json

import numpy as np

from collect import collect_gradients, load_model, random_projection


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="EleutherAI/pythia-160m")
    parser.add_argument("--index", default="runs/index")
    parser.add_argument("--queries", default="queries.jsonl")
    parser.add_argument("--proj-dim", type=int, default=16)
    parser.add_argument("--top-k", type=int, default=10)
    args = parser.parse_args()

    model, tokenizer = load_model(args.model)
    projection = random_projection(model, args.proj_dim)
    with open(args.queries) as fh:
        queries = [json.loads(line)["text"] for line in fh]

    query_grads = collect_gradients(model, tokenizer, queries, projection)
    query_np = query_grads.cpu().numpy()
    index = np.load(f"{args.index}/grads.npy")
    doc_ids = np.load(f"{args.index}/ids.npy", allow_pickle=True)

    scores = query_np @ index.T
    top = np.argsort(-scores, axis=1)[:, :args.top_k]
    for q, row in zip(queries, top):
        print(json.dumps({"query": q, "top_docs": doc_ids[row].tolist()}))


if __name__ == "__main__":
    main()
