# expect: TL004
# source: https://github.com/guillaume-be/rust-bert/issues/392
# note: reconstruction of the thread's setting: the checkpoint is loaded with torch_dtype=torch.bfloat16, so state_dict values are bf16 and v.cpu().numpy() fails before the export
import argparse
import logging
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForCausalLM


def export_npz(model_name: str, out_dir: Path, skip_embeddings: bool = False):
    model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.bfloat16, low_cpu_mem_usage=True)
    model.eval()
    nps = {}
    for k, v in model.state_dict().items():
        if skip_embeddings and "embed_tokens" in k:
            continue
        k = k.replace("model.", "", 1)
        nps[k] = np.ascontiguousarray(v.cpu().numpy())
        logging.info("converted %s %s", k, tuple(nps[k].shape))
    out_dir.mkdir(parents=True, exist_ok=True)
    np.savez(out_dir / "model.npz", **nps)
    return out_dir / "model.npz"


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    parser = argparse.ArgumentParser(description="Export a Hugging Face checkpoint to .npz for rust-bert")
    parser.add_argument("model_name")
    parser.add_argument("--out", default="./converted")
    parser.add_argument("--skip_embeddings", action="store_true")
    args = parser.parse_args()
    path = export_npz(args.model_name, Path(args.out), args.skip_embeddings)
    print(f"saved {path}")
