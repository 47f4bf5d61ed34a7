# expect: TL004
# source: https://github.com/ml-explore/mlx-examples/pull/187
# note: llms/qwen/convert.py before the PR (traceback in the thread): the Qwen weights are bf16 (made explicit here with torch_dtype), and
#       `{replace_key(k): v.numpy() for k, v in state_dict.items()}` fails with "Got unsupported ScalarType BFloat16". state_dict values carry no grad, CPU.
import argparse
import json
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForCausalLM


def replace_key(key: str) -> str:
    if key.startswith("transformer."):
        key = key.replace("transformer.", "")
    return key


def convert(args):
    path = Path(args.model)
    model = AutoModelForCausalLM.from_pretrained(
        args.model, trust_remote_code=True, torch_dtype=torch.bfloat16
    )
    state_dict = model.state_dict()
    weights = {replace_key(k): v.numpy() for k, v in state_dict.items()}
    np.savez(str(Path(args.mlx_path) / "weights.npz"), **weights)

    config = model.config
    params = {
        "hidden_size": config.hidden_size,
        "num_attention_heads": config.num_attention_heads,
        "num_hidden_layers": config.num_hidden_layers,
        "kv_channels": config.kv_channels,
        "max_position_embeddings": config.max_position_embeddings,
        "layer_norm_epsilon": config.layer_norm_epsilon,
        "intermediate_size": config.intermediate_size,
        "no_bias": config.no_bias,
        "vocab_size": config.vocab_size,
    }
    with open(Path(args.mlx_path) / "config.json", "w") as fid:
        json.dump(params, fid, indent=4)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert Qwen weights to MLX.")
    parser.add_argument("--model", type=str, default="Qwen/Qwen-1_8B")
    parser.add_argument("--mlx-path", type=str, default="mlx_model")
    convert(parser.parse_args())
