# expect: none
# source: https://github.com/guillaume-be/rust-bert/issues/392
# note: the maintainer's fix in utils/convert_model.py: weights are moved to CPU and bfloat16 ones are cast before .numpy(); state_dict values carry no grad
import argparse
import logging
import subprocess
import sys
from pathlib import Path

import numpy as np
import torch

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("source_file", nargs="+", help="Absolute path to the Pytorch weights file to convert")
    parser.add_argument("--skip_embeddings", action="store_true")
    parser.add_argument("--prefix", help="Add a prefix on weight names")
    parser.add_argument("--dtype", help="Convert weights to a specific numpy type (e.g. float16)")
    parser.add_argument("--download_libtorch", action="store_true")
    args = parser.parse_args()

    source_files = [Path(f) for f in args.source_file]
    target_folder = source_files[0].parent

    nps = {}
    for source_file in source_files:
        logging.info(f"Processing source file {source_file}...")
        weights = torch.load(str(source_file), map_location="cpu")

        for k, v in weights.items():
            k = k.replace("gamma", "weight").replace("beta", "bias")
            if args.skip_embeddings and k in {"embeddings.word_embeddings.weight", "shared.weight"}:
                continue
            if args.prefix:
                k = args.prefix + k
            v = v.cpu()
            if v.dtype == torch.bfloat16:
                v = v.to(torch.float32)
            tensor = v.numpy()
            if args.dtype is not None:
                nps[k] = np.ascontiguousarray(tensor.astype(np.dtype(args.dtype)))
            else:
                nps[k] = np.ascontiguousarray(tensor)
            logging.info(f"converted {k} - {str(sys.getsizeof(nps[k]))} bytes")

    np.savez(target_folder / "model.npz", **nps)
    source = str(target_folder / "model.npz")
    target = str(target_folder / "rust_model.ot")
    toml_location = (Path(__file__).resolve() / ".." / ".." / "Cargo.toml").resolve()
    cargo_args = ["cargo", "run", "--bin=convert-tensor", "--manifest-path=%s" % toml_location, "--", source, target]
    if args.download_libtorch:
        cargo_args += ["--features", "download-libtorch"]
    subprocess.run(cargo_args)
