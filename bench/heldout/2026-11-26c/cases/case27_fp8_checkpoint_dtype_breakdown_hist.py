# expect: TL004
# source: https://github.com/huggingface/candle/issues/2875 (dtype breakdown of an F8_E4M3 Flux checkpoint)
# note: inside the branch the tensor is known to be float8_e4m3fn; .numpy() raises "Got unsupported ScalarType Float8_e4m3fn"
import argparse
from collections import defaultdict

import numpy as np
import torch
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from safetensors import safe_open

FP8_TYPES = (torch.float8_e4m3fn, torch.float8_e5m2)


def dtype_breakdown(path):
    stats = defaultdict(lambda: [0, 0])
    fp8_samples = []
    with safe_open(path, framework="pt", device="cpu") as f:
        for name in f.keys():
            t = f.get_tensor(name)
            stats[str(t.dtype)][0] += 1
            stats[str(t.dtype)][1] += t.numel()
            if t.dtype in FP8_TYPES and len(fp8_samples) < 16:
                fp8_samples.append((name, t.flatten()[:65536]))
    return stats, fp8_samples


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("checkpoint")
    ap.add_argument("--out", default="fp8_hist.png")
    args = ap.parse_args()

    stats, samples = dtype_breakdown(args.checkpoint)
    total = sum(n for _, n in stats.values())
    for dtype, (count, numel) in sorted(stats.items(), key=lambda kv: -kv[1][1]):
        print(f"{dtype:>22} {count:6d} tensors {numel / 1e9:8.2f}B params ({100 * numel / total:.1f}%)")

    fig, ax = plt.subplots(figsize=(8, 4))
    for name, values in samples:
        if values.dtype == torch.float8_e4m3fn:
            arr = values.numpy()
            ax.hist(arr, bins=128, histtype="step", label=name[:32])
    ax.set_yscale("log")
    fig.savefig(args.out)


if __name__ == "__main__":
    main()
