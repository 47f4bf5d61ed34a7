# expect: none
# source: https://github.com/ggerganov/llama.cpp (convert_hf_to_gguf.py, Model.prepare_tensors: "if data_torch.dtype not in (torch.float16, torch.float32): data_torch = data_torch.to(torch.float32)" before "data = data_torch.squeeze().numpy()")
# note: the converter's cast-then-convert step over tensors from loader.py, which loads the checkpoint on the CPU (safetensors with device="cpu" / torch.load with map_location="cpu"); bf16 tensors are cast to float32 before `.numpy()` and checkpoint tensors do not require grad. Checked on CPU torch: a bf16 state_dict tensor .to(torch.float32).squeeze().numpy() works.
import numpy as np
import torch

from loader import iter_checkpoint_tensors


def prepare_tensors(model_dir, writer, ftype="f16"):
    for name, data_torch in iter_checkpoint_tensors(model_dir):
        if name.endswith((".attention.masked_bias", ".attention.bias", ".rotary_emb.inv_freq")):
            continue
        old_dtype = data_torch.dtype
        if data_torch.dtype not in (torch.float16, torch.float32):
            data_torch = data_torch.to(torch.float32)
        data = data_torch.squeeze().numpy()
        n_dims = len(data.shape)
        if ftype == "f16" and n_dims == 2 and name.endswith(".weight"):
            data = data.astype(np.float16)
        elif data.dtype == np.float16 and n_dims == 1:
            data = data.astype(np.float32)
        print(f"{name}: {old_dtype} -> {data.dtype}, shape {data.shape}")
        writer.add_tensor(name, data)
