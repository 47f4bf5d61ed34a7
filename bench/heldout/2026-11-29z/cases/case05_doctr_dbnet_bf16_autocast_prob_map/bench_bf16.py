"""Latency of the DBNet detector on CPU, fp32 against bf16 autocast.

BF16 autocast uses the AMX/AVX512-BF16 units of recent Xeons; run with
    python bench_bf16.py --pages 8 --iters 5 [--checkpoint db.pt]
"""

import argparse
import time

import numpy as np
import torch

from doctr import db_resnet_small, detection_predictor
from doctr.utils import load_pretrained_params, model_summary


def synthetic_pages(num_pages: int, seed: int = 0) -> list:
    """White pages with dark text-like bars."""
    rng = np.random.default_rng(seed)
    pages = []
    for _ in range(num_pages):
        page = np.full((842, 595, 3), 235, dtype=np.uint8)
        for line in range(rng.integers(10, 30)):
            y = 40 + 25 * line
            x0 = int(rng.integers(30, 120))
            x1 = int(rng.integers(300, 560))
            page[y:y + 10, x0:x1] = rng.integers(0, 60)
        pages.append(page)
    return pages


def timed(predictor, pages, iters: int) -> tuple:
    out = predictor(pages)  # warm-up
    start = time.perf_counter()
    for _ in range(iters):
        out = predictor(pages)
    return (time.perf_counter() - start) / iters, out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=8)
    parser.add_argument("--iters", type=int, default=5)
    parser.add_argument("--batch-size", type=int, default=2)
    parser.add_argument("--checkpoint", default=None)
    args = parser.parse_args()

    torch.manual_seed(0)
    model = db_resnet_small().eval()
    load_pretrained_params(model, args.checkpoint)
    print(model_summary(model))
    predictor = detection_predictor(model, batch_size=args.batch_size)
    pages = synthetic_pages(args.pages)

    fp32_latency, fp32_out = timed(predictor, pages, args.iters)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        bf16_latency, bf16_out = timed(predictor, pages, args.iters)

    n_fp32 = sum(len(p["words"]) for p in fp32_out)
    n_bf16 = sum(len(p["words"]) for p in bf16_out)
    print(f"fp32: {1000 * fp32_latency:.1f} ms/iter, {n_fp32} boxes")
    print(f"bf16: {1000 * bf16_latency:.1f} ms/iter, {n_bf16} boxes "
          f"(speed-up x{fp32_latency / bf16_latency:.2f})")


if __name__ == "__main__":
    main()
