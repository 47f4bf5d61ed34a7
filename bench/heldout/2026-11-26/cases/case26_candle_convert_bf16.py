# source: https://github.com/huggingface/candle/issues/391
# expect: TL004
# why: shards are merged and cast to the requested dtype (bfloat16 by default) and then converted with v.numpy()
import argparse

import numpy as np
import torch
from safetensors.numpy import save_file


def merge_shards(shard_paths, dtype):
    loaded = [torch.load(p, map_location="cpu") for p in shard_paths]
    all_dicts = {}
    for key in loaded[0]:
        if "wq" in key or "wk" in key or "wv" in key or "w1" in key or "w3" in key:
            all_dicts[key] = torch.cat([s[key] for s in loaded], dim=0).to(dtype)
        elif "wo" in key or "w2" in key:
            all_dicts[key] = torch.cat([s[key] for s in loaded], dim=1).to(dtype)
        else:
            all_dicts[key] = loaded[0][key].to(dtype)
    return all_dicts


def write_model(model_path, shard_paths, dtype=torch.bfloat16):
    all_dicts = merge_shards(shard_paths, dtype)
    all_dicts = {k: v.numpy() for k, v in all_dicts.items()}
    save_file(all_dicts, model_path)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--input_dir", required=True)
    args = parser.parse_args()
    write_model("llama.safetensors", [f"{args.input_dir}/consolidated.0{i}.pth" for i in range(2)])
