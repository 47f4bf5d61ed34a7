# expect: TL004
# source: https://github.com/ankan-ban/llama_cu_awq/issues/9 ("numpy dont support bfloat16?": screenshot of the failing weight dump, "I already updated numpy to the latest version. Is there any other ways to Save bfloat16 as binary format?" (the repository's convert_awq_to_bin.py writes each tensor with `f.write(value.numpy().tobytes())`) - maintainer: "Can you try this instead: `f.write(value.cpu().to(torch.float16).numpy().tobytes())`")
# note: an export script in the style of the repository's converter, reconstructed: it loads a Llama-style model with `torch_dtype=torch.bfloat16` on the GPU, packs every linear weight to int4 (AWQ-style groups) with bf16 scales, keeps embeddings and norms as they are (bf16) and writes each tensor to `bin_wt/<name>.bin` with its NumPy dtype in `header.json`. `.cpu()` handles the device and the state-dict/quantized tensors carry no grad (quantization runs under `@torch.no_grad()`, `state_dict()` returns detached tensors), but every floating tensor is bf16 and `.numpy()` raises for the first one. The packed `qweight`/`qzeros` tensors are int32 and convert fine; `group_size` and the shapes are Python ints; the JSON header is written from the NumPy shapes and dtypes.
import argparse
import json
import os

import torch
from transformers import AutoModelForCausalLM


def parse_args():
    parser = argparse.ArgumentParser(description="AWQ int4 export for llama_cu_awq")
    parser.add_argument("--model", required=True, help="HF model id or local path")
    parser.add_argument("--out_dir", default="bin_wt")
    parser.add_argument("--group_size", type=int, default=128)
    return parser.parse_args()


def pack_int4(q):
    """(rows, cols) int values in [0, 15] -> (rows, cols // 8) int32, 8 nibbles per word."""
    rows, cols = q.shape
    q = q.to(torch.int32).reshape(rows, cols // 8, 8)
    packed = torch.zeros(rows, cols // 8, dtype=torch.int32, device=q.device)
    for i in range(8):
        packed |= q[:, :, i] << (4 * i)
    return packed


@torch.no_grad()
def quantize_linear(weight, group_size):
    out_features, in_features = weight.shape
    w = weight.reshape(out_features, in_features // group_size, group_size).float()
    w_max = w.amax(dim=-1, keepdim=True)
    w_min = w.amin(dim=-1, keepdim=True)
    scales = (w_max - w_min).clamp(min=1e-5) / 15
    zeros = (-w_min / scales).round().clamp(0, 15)
    q = (w / scales + zeros).round().clamp(0, 15).reshape(out_features, in_features)
    return {
        "qweight": pack_int4(q.t().contiguous()),
        "qzeros": zeros.reshape(out_features, -1).t().contiguous().to(torch.int32),
        "scales": scales.reshape(out_features, -1).t().contiguous().to(weight.dtype),
    }


def main():
    args = parse_args()
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.bfloat16, device_map="cuda")
    model.eval()

    tensors = {}
    for name, param in model.state_dict().items():
        module_name = name.rsplit(".", 1)[0]
        is_linear_weight = name.endswith(".weight") and ("proj" in module_name) and param.dim() == 2
        if is_linear_weight:
            for suffix, value in quantize_linear(param, args.group_size).items():
                tensors[f"{module_name}.{suffix}"] = value
        else:
            tensors[name] = param

    os.makedirs(args.out_dir, exist_ok=True)
    header = {}
    for key, value in tensors.items():
        print(key, tuple(value.shape), value.dtype)
        data = value.cpu().numpy()
        header[key] = {"shape": list(data.shape), "dtype": str(data.dtype)}
        with open(os.path.join(args.out_dir, key + ".bin"), "wb") as f:
            f.write(data.tobytes())

    with open(os.path.join(args.out_dir, "header.json"), "w") as f:
        json.dump({"group_size": args.group_size, "tensors": header}, f, indent=2)


if __name__ == "__main__":
    main()
