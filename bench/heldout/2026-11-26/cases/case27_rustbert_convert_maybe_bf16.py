# source: https://github.com/guillaume-be/rust-bert/issues/392
# expect: TL004
# why: with --dtype bf16 the weights are cast with .bfloat16() and the conversion loop calls v.cpu().numpy() on them
import argparse
from pathlib import Path

import numpy as np
import torch

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("source_file", nargs="+")
    parser.add_argument("--dtype", choices=["fp32", "fp16", "bf16"], default="fp32")
    parser.add_argument("--prefix", default=None)
    args = parser.parse_args()

    source_file = Path(args.source_file[0])
    target_folder = source_file.parent
    weights = {}
    for source in args.source_file:
        weights.update(torch.load(source, map_location="cpu"))

    nps = {}
    for k, v in weights.items():
        k = k.replace("gamma", "weight").replace("beta", "bias")
        if args.prefix is not None:
            k = args.prefix + k
        if args.dtype == "bf16":
            v = v.bfloat16()
        elif args.dtype == "fp16":
            v = v.half()
        tensor = v.cpu().numpy()
        nps[k] = np.ascontiguousarray(tensor)
        print(f"converted {k} - {str(tensor.nbytes)} bytes")
    np.savez(target_folder / "model.npz", **nps)
