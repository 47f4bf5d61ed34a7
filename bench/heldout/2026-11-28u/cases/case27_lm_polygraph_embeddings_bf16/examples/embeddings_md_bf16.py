"""Mahalanobis-distance uncertainty on the decoder embeddings of a bf16 Llama (fits on one 24 GB card)."""
import argparse
import json

import numpy as np
import torch

from lm_polygraph.stat_calculators.embeddings import EmbeddingsCalculator
from lm_polygraph.utils.model import WhiteboxModel


def fit_gaussian(train_embeddings: np.ndarray):
    centroid = train_embeddings.mean(axis=0)
    cov = np.cov(train_embeddings - centroid, rowvar=False) + 1e-6 * np.eye(train_embeddings.shape[1])
    return centroid, np.linalg.pinv(cov)


def mahalanobis(embeddings: np.ndarray, centroid: np.ndarray, sigma_inv: np.ndarray):
    diff = embeddings - centroid
    return np.einsum("bi,ij,bj->b", diff, sigma_inv, diff)


def batched(texts, size):
    for i in range(0, len(texts), size):
        yield texts[i:i + size]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="meta-llama/Llama-3.1-8B-Instruct")
    parser.add_argument("--train", default="data/triviaqa_train.json")
    parser.add_argument("--test", default="data/triviaqa_test.json")
    parser.add_argument("--batch_size", type=int, default=4)
    args = parser.parse_args()

    model = WhiteboxModel.from_pretrained(
        args.model,
        device_map="cuda",
        torch_dtype=torch.bfloat16,
    )
    calculator = EmbeddingsCalculator()

    with open(args.train) as f:
        train_texts = [x["question"] for x in json.load(f)]
    with open(args.test) as f:
        test_texts = [x["question"] for x in json.load(f)]

    train_emb = np.concatenate([
        calculator({}, chunk, model, max_new_tokens=32)["embeddings_decoder"]
        for chunk in batched(train_texts, args.batch_size)
    ])
    centroid, sigma_inv = fit_gaussian(train_emb)

    for chunk in batched(test_texts, args.batch_size):
        stats = calculator({}, chunk, model, max_new_tokens=32)
        scores = mahalanobis(stats["embeddings_decoder"], centroid, sigma_inv)
        for text, answer, score in zip(chunk, stats["greedy_texts"], scores):
            print(json.dumps({"question": text, "answer": answer, "md": float(score)}))


if __name__ == "__main__":
    main()
