# source: https://github.com/ml-explore/mlx-examples/pull/187
# expect: TL004
# why: the Qwen checkpoint is loaded with torch_dtype=torch.bfloat16 and every state_dict value is .numpy()'d directly
import argparse

import numpy as np
import torch
from transformers import AutoModelForCausalLM


def replace_key(key: str) -> str:
    key = key.replace("transformer.", "")
    return key


def convert(args):
    model = AutoModelForCausalLM.from_pretrained(
        args.model, trust_remote_code=True, torch_dtype=torch.bfloat16
    )
    state_dict = model.state_dict()
    weights = {replace_key(k): v.numpy() for k, v in state_dict.items()}
    np.savez(args.mlx_path, **weights)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert Qwen weights to MLX.")
    parser.add_argument("--model", default="Qwen/Qwen-1_8B")
    parser.add_argument("--mlx-path", default="weights.npz")
    convert(parser.parse_args())
