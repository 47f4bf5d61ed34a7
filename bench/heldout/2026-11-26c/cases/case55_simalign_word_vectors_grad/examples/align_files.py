# expect: TL002
# source: https://github.com/cisnlp/simalign/issues/15
# note: EmbeddingLoader.get_embed_list (simalign/simalign.py) runs the BERT model without no_grad (CPU by default); in word mode the subword vectors are averaged and np.array(w_vector) converts graph-attached tensors
import argparse
import os

import numpy as np
import torch

from simalign.simalign import EmbeddingLoader, SentenceAligner


def main():
    parser = argparse.ArgumentParser(description="Extracts alignments based on different embeddings", epilog="example: python3 align_files.py path/to/src.txt path/to/trg.txt")
    parser.add_argument("source", type=str)
    parser.add_argument("target", type=str)
    parser.add_argument("-model", type=str, default="bert-base-multilingual-cased")
    parser.add_argument("-distortion", type=float, default=0.0)
    parser.add_argument("--token-type", type=str, choices=["bpe", "word"], default="bpe")
    parser.add_argument("--num-test-sents", type=int, default=None)
    parser.add_argument("-output", type=str, default="align_out")
    args = parser.parse_args()

    embed_loader = EmbeddingLoader(model=args.model)
    convert_to_words = (args.token_type == "word")
    with open(args.source) as f1, open(args.target) as f2:
        original_corpora = [[l.strip().split() for l in f1], [l.strip().split() for l in f2]]

    for sent_id in range(len(original_corpora[0])):
        l1_tokens = [embed_loader.tokenizer.tokenize(word) for word in original_corpora[0][sent_id]]
        l2_tokens = [embed_loader.tokenizer.tokenize(word) for word in original_corpora[1][sent_id]]
        sent_pair = [original_corpora[0][sent_id], original_corpora[1][sent_id]]
        vectors = embed_loader.get_embed_list(list(sent_pair))
        if convert_to_words:
            w2b_map = []
            for wlist in (l1_tokens, l2_tokens):
                cnt, mapping = 0, []
                for x in wlist:
                    mapping.append(list(range(cnt, cnt + len(x))))
                    cnt += len(x)
                w2b_map.append(mapping)
            new_vectors = []
            for l_id in range(2):
                w_vector = []
                for word_set in w2b_map[l_id]:
                    w_vector.append(vectors[l_id][word_set].mean(0))
                new_vectors.append(np.array(w_vector))
            vectors = np.array(new_vectors)
        else:
            vectors = vectors.detach().cpu().numpy()

        sim = SentenceAligner.get_similarity(vectors[0], vectors[1])
        sim = SentenceAligner.apply_distortion(sim, args.distortion)
        print(sent_id, sim.shape)


if __name__ == "__main__":
    main()
