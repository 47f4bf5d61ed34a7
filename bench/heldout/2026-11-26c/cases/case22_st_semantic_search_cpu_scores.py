# expect: none
# source: https://github.com/huggingface/sentence-transformers/issues/360
# note: the thread's fix: cos_scores = cos_scores.cpu() before np.argpartition; encode() runs without autograd, so the scores carry no grad
import argparse

import numpy as np
import torch
from sentence_transformers import SentenceTransformer, util

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="bert-base-nli-mean-tokens")
parser.add_argument("--top_k", type=int, default=5)
args = parser.parse_args()

device = "cuda" if torch.cuda.is_available() else "cpu"
embedder = SentenceTransformer(args.model, device=device)

corpus = ['A man is eating food.',
          'A man is eating a piece of bread.',
          'The girl is carrying a baby.',
          'A man is riding a horse.',
          'A woman is playing violin.',
          'Two men pushed carts through the woods.',
          'A man is riding a white horse on an enclosed ground.',
          'A monkey is playing drums.',
          'A cheetah is running behind its prey.']
corpus_embeddings = embedder.encode(corpus, convert_to_tensor=True)

queries = ['A man is eating pasta.', 'Someone in a gorilla costume is playing a set of drums.',
           'A cheetah chases prey on across a field.']

top_k = args.top_k
for query in queries:
    query_embedding = embedder.encode(query, convert_to_tensor=True)
    cos_scores = util.pytorch_cos_sim(query_embedding, corpus_embeddings)[0]
    cos_scores = cos_scores.cpu()

    # We use np.argpartition, to only partially sort the top_k results
    top_results = np.argpartition(-cos_scores, range(top_k))[0:top_k]

    print("\n\n======================\n\n")
    print("Query:", query)
    print("\nTop 5 most similar sentences in corpus:")
    for idx in top_results[0:top_k]:
        print(corpus[idx].strip(), "(Score: %.4f)" % (cos_scores[idx]))
