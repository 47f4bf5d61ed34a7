# expect: TL004
# source: https://github.com/IntelLabs/open-omics-alphafold/issues/9
# note: with AF2_BF16=1 the runner (runners/run_modelinfer.py) executes the model under CPU autocast to bfloat16, so the head outputs are bf16; detached() calls .numpy() on them
import numpy as np
import torch


def detached(x):
    return x.detach().cpu().numpy()


def list2tensor(x, dtype=torch.float32):
    return torch.tensor(np.asarray(x), dtype=dtype)


def unpad(x, num_res, axes):
    for ax in axes:
        x = np.take(x, np.arange(num_res), axis=ax)
    return x


def outputs_to_numpy(prediction_result, num_res):
    """Convert the nested head outputs of the model to unpadded NumPy arrays."""
    out = {}
    for head, value in prediction_result.items():
        if isinstance(value, dict):
            out[head] = outputs_to_numpy(value, num_res)
        elif head in ("logits", "predicted_lddt_logits"):
            out[head] = unpad(detached(value), num_res, axes=(0,))
        elif head == "final_atom_positions":
            out[head] = detached(value)[:num_res]
        else:
            out[head] = detached(value)
    return out
