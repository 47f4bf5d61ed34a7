# source: https://github.com/curt-tigges/crosslayer-coding/pull/30
# expect: none
# why: the merged fix stores bf16 activations by reinterpreting the bits as uint16 (.view(torch.uint16)), which NumPy supports
import h5py
import numpy as np
import torch


class ActivationGenerator:
    def __init__(self, model, layers, storage_dtype=torch.bfloat16):
        self.model = model.eval()
        self.layers = layers
        self.storage_dtype = storage_dtype

    @torch.no_grad()
    def _collect(self, batch):
        out = self.model(**batch, output_hidden_states=True)
        return {l: out.hidden_states[l].flatten(0, 1) for l in self.layers}

    def write_chunk(self, path, batch):
        acts = self._collect(batch)
        with h5py.File(path, "w") as hf:
            for layer, act in acts.items():
                act = act.to(self.storage_dtype).cpu()
                if act.dtype == torch.bfloat16:
                    arr = act.view(torch.uint16).numpy()
                    hf.create_dataset(f"layer_{layer}/inputs", data=arr, dtype="uint16")
                    hf[f"layer_{layer}/inputs"].attrs["torch_dtype"] = "bfloat16"
