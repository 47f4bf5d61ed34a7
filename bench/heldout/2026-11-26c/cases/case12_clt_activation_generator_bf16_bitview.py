# expect: none
# source: https://github.com/curt-tigges/crosslayer-coding/pull/30
# note: the PR's approach: bf16 activations are stored by their bit pattern (.view(torch.int16)), which NumPy supports; the dtype is recorded to restore them
import argparse
from pathlib import Path

import h5py
import numpy as np
import torch
from nnsight import LanguageModel
from tqdm import tqdm

from clt.activation_generation.streaming import stream_text_batches


def tensor_to_storable(t: torch.Tensor):
    """NumPy has no bfloat16: keep the raw 16-bit pattern and remember the dtype."""
    t = t.detach().cpu()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy(), "bfloat16"
    return t.numpy(), str(t.dtype).replace("torch.", "")


class ActivationGenerator:
    def __init__(self, model_name: str, device: str, layers: int, out_dir: str):
        self.model = LanguageModel(model_name, device_map=device, torch_dtype=torch.bfloat16, dispatch=True)
        self.num_layers = layers
        self.out_dir = Path(out_dir)
        self.out_dir.mkdir(parents=True, exist_ok=True)

    @torch.no_grad()
    def _extract(self, batch_text):
        saved = {}
        with self.model.trace(batch_text):
            for i in range(self.num_layers):
                mlp = self.model.transformer.h[i].mlp
                saved[i] = (mlp.input.save(), mlp.output.save())
        return {i: (inp.value.flatten(0, 1), out.value.flatten(0, 1)) for i, (inp, out) in saved.items()}

    def _write_chunk(self, chunk_idx, buffers):
        with h5py.File(self.out_dir / f"chunk_{chunk_idx}.h5", "w") as hf:
            for layer_idx, (inputs, targets) in buffers.items():
                group = hf.create_group(f"layer_{layer_idx}")
                inp_arr, inp_dtype = tensor_to_storable(torch.cat(inputs))
                tgt_arr, tgt_dtype = tensor_to_storable(torch.cat(targets))
                group.create_dataset("inputs", data=inp_arr, compression="gzip")
                group.create_dataset("targets", data=tgt_arr, compression="gzip")
                group.attrs["dtype"] = inp_dtype

    def run(self, dataset_path: str, batch_size: int, chunk_tokens: int):
        buffers = {i: ([], []) for i in range(self.num_layers)}
        n_tokens, chunk_idx = 0, 0
        for batch_text in tqdm(stream_text_batches(dataset_path, batch_size)):
            acts = self._extract(batch_text)
            for i, (inp, out) in acts.items():
                buffers[i][0].append(inp)
                buffers[i][1].append(out)
            n_tokens += acts[0][0].shape[0]
            if n_tokens >= chunk_tokens:
                self._write_chunk(chunk_idx, buffers)
                buffers = {i: ([], []) for i in range(self.num_layers)}
                n_tokens, chunk_idx = 0, chunk_idx + 1


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="gpt2")
    p.add_argument("--device", default="cuda")
    p.add_argument("--layers", type=int, default=12)
    p.add_argument("--dataset", required=True)
    p.add_argument("--out", default="./activations")
    args = p.parse_args()
    ActivationGenerator(args.model, args.device, args.layers, args.out).run(args.dataset, 32, 1_000_000)
