"""Quick JSTS check of a sentence-transformers model loaded in bfloat16.

Same as

    python -m jmteb --embedder SentenceBertEmbedder \
        --embedder.model_name_or_path cl-nagoya/sup-simcse-ja-base \
        --embedder.model_kwargs '{"torch_dtype": "torch.bfloat16"}' \
        --eval_include '["jsts"]'

but without the jsonnet configs, so that it can be run from a notebook.
"""
from __future__ import annotations

import argparse

import torch
from loguru import logger

from jmteb.__main__ import main
from jmteb.embedders.sbert_embedder import SentenceBertEmbedder
from jmteb.evaluators.sts.data import HfSTSDataset
from jmteb.evaluators.sts.evaluator import STSEvaluator


def build_jsts_evaluator() -> STSEvaluator:
    return STSEvaluator(
        val_dataset=HfSTSDataset(path="sbintuitions/JMTEB", split="train", name="jsts"),
        test_dataset=HfSTSDataset(path="sbintuitions/JMTEB", split="test", name="jsts"),
    )


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="cl-nagoya/sup-simcse-ja-base")
    parser.add_argument("--dtype", default="torch.bfloat16", help="torch dtype the model is loaded in")
    parser.add_argument("--batch_size", type=int, default=128)
    parser.add_argument("--save_dir", default=None, help="also cache embeddings and write summary.json there")
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    logger.info(f"Loading {args.model} in {args.dtype} on {device}")

    embedder = SentenceBertEmbedder(
        args.model,
        batch_size=args.batch_size,
        device=device,
        normalize_embeddings=False,
        model_kwargs={"torch_dtype": args.dtype},
    )
    summary = main(
        text_embedder=embedder,
        evaluators={"jsts": build_jsts_evaluator()},
        save_dir=args.save_dir,
    )
    for task, scores in summary.items():
        print(task, {name: round(value, 4) for name, value in scores.items()})
