# expect: none
# source: https://github.com/allenai/olmo-cookbook/pull/66 ("Fix bfloat16 issues in conversion")
# note: reconstruction (the PR gives its title only) of a checkpoint-export step: the HF model is loaded on the CPU with `torch_dtype=torch.bfloat16` (the default `--dtype bf16`), and every state-dict tensor is turned into a NumPy array with `.numpy()` for an `.npz` export; `state_dict()` tensors are detached and on the CPU, so only the dtype fails ("Got unsupported ScalarType BFloat16"). Shapes/dtypes are reported with `.tolist()`-free Python values. Twin: bfloat16 tensors are upcast before the conversion (`tensor.float().numpy()` when `tensor.dtype == torch.bfloat16`).
import argparse
import json
import os

import numpy as np
import torch
from transformers import AutoModelForCausalLM

DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32, "fp16": torch.float16}


def export_npz(model_name_or_path, out_dir, dtype="bf16", skip_prefixes=("lm_head.",)):
    model = AutoModelForCausalLM.from_pretrained(model_name_or_path, torch_dtype=DTYPES[dtype])
    model.eval()
    arrays = {}
    manifest = {}
    for name, tensor in model.state_dict().items():
        if any(name.startswith(p) for p in skip_prefixes):
            continue
        if tensor.dtype == torch.bfloat16:
            tensor = tensor.float()
        array = tensor.numpy()
        arrays[name.replace(".", "/")] = array
        manifest[name] = {"shape": list(tensor.shape), "dtype": str(tensor.dtype)}
    os.makedirs(out_dir, exist_ok=True)
    np.savez(os.path.join(out_dir, "weights.npz"), **arrays)
    with open(os.path.join(out_dir, "manifest.json"), "w") as fh:
        json.dump(manifest, fh, indent=2)
    return len(arrays)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--out", default="export")
    parser.add_argument("--dtype", default="bf16", choices=sorted(DTYPES))
    args = parser.parse_args()
    n = export_npz(args.model, args.out, args.dtype)
    print("exported {} tensors to {}".format(n, args.out))


if __name__ == "__main__":
    main()
