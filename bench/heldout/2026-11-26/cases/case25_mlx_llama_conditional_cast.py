# source: https://github.com/ml-explore/mlx-examples/pull/10
# expect: none
# why: the merged fix: bfloat16 values are cast to float16 before .numpy(), other dtypes are converted as-is
import argparse

import numpy as np
import torch


def map_torch_to_mlx(key, value):
    if "tok_embedding" in key:
        key = "embedding.weight"
    elif "norm" in key:
        key = key.replace("attention_norm", "norm1").replace("ffn_norm", "norm2")
    elif "rope" in key:
        return None, None
    return key, value.numpy() if value.dtype != torch.bfloat16 else value.to(torch.float16).numpy()


def convert(torch_path, mlx_path):
    state = torch.load(torch_path, map_location="cpu")
    np.savez(mlx_path, **{k: v for k, v in (map_torch_to_mlx(k, v) for k, v in state.items()) if k is not None})


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("torch_weights")
    parser.add_argument("output_file")
    args = parser.parse_args()
    convert(args.torch_weights, args.output_file)
