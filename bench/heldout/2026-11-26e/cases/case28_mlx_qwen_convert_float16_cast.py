# expect: none
# source: https://github.com/ml-explore/mlx-examples/pull/187
# note: the PR's fix: the bf16 state-dict values are cast with v.to(torch.float16) before .numpy() (state_dict values carry no grad; the
#       model is on CPU).
import argparse
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForCausalLM


def replace_key(key: str) -> str:
    if key.startswith("transformer."):
        key = key.replace("transformer.", "")
    return key


def convert(args):
    model = AutoModelForCausalLM.from_pretrained(args.model, trust_remote_code=True, torch_dtype=torch.bfloat16)
    state_dict = model.state_dict()
    weights = {replace_key(k): v.to(torch.float16).numpy() for k, v in state_dict.items()}
    Path(args.mlx_path).mkdir(parents=True, exist_ok=True)
    np.savez(str(Path(args.mlx_path) / "weights.npz"), **weights)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert Qwen weights to MLX.")
    parser.add_argument("--model", type=str, default="Qwen/Qwen-1_8B")
    parser.add_argument("--mlx-path", type=str, default="mlx_model")
    convert(parser.parse_args())
