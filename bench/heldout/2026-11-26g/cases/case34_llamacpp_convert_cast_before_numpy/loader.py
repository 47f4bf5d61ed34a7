from pathlib import Path

import torch
from safetensors import safe_open


def iter_checkpoint_tensors(model_dir):
    """Yield (name, tensor) from a Hugging Face checkpoint; tensors keep the dtype they were saved in (bf16 for most recent models)."""
    model_dir = Path(model_dir)
    st_files = sorted(model_dir.glob("*.safetensors"))
    if st_files:
        for path in st_files:
            with safe_open(path, framework="pt", device="cpu") as f:
                for name in f.keys():
                    yield name, f.get_tensor(name)
    else:
        for path in sorted(model_dir.glob("pytorch_model*.bin")):
            state = torch.load(path, map_location="cpu", weights_only=True, mmap=True)
            yield from state.items()
