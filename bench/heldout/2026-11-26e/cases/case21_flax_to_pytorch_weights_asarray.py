# expect: none
# source: https://github.com/huggingface/transformers (src/transformers/modeling_flax_pytorch_utils.py, load_flax_weights_in_pytorch_model)
# note: np.asarray converts JAX arrays, not torch tensors; bf16 Flax params are cast to float32 with .astype before, and torch.from_numpy
#       builds CPU tensors that are only copied into the PyTorch state dict.
import jax
import jax.numpy as jnp
import numpy as np
import torch
from flax.traverse_util import flatten_dict


def load_flax_weights_in_pytorch_model(pt_model, flax_state):
    is_type_bf16 = flatten_dict(jax.tree_util.tree_map(lambda x: x.dtype == jnp.bfloat16, flax_state)).values()
    if any(is_type_bf16):
        flax_state = jax.tree_util.tree_map(
            lambda params: params.astype(np.float32) if params.dtype == jnp.bfloat16 else params, flax_state
        )

    flax_state_dict = flatten_dict(flax_state)
    pt_model_dict = pt_model.state_dict()
    missing_keys = set(pt_model_dict.keys())

    for flax_key_tuple, flax_tensor in flax_state_dict.items():
        if flax_key_tuple[-1] == "kernel" and flax_tensor.ndim == 4:
            flax_key_tuple = flax_key_tuple[:-1] + ("weight",)
            flax_tensor = jnp.transpose(flax_tensor, (3, 2, 0, 1))
        elif flax_key_tuple[-1] == "kernel":
            flax_key_tuple = flax_key_tuple[:-1] + ("weight",)
            flax_tensor = flax_tensor.T
        elif flax_key_tuple[-1] in ["scale", "embedding"]:
            flax_key_tuple = flax_key_tuple[:-1] + ("weight",)

        flax_key = ".".join(flax_key_tuple)
        if flax_key in pt_model_dict:
            if flax_tensor.shape != pt_model_dict[flax_key].shape:
                raise ValueError(f"Flax checkpoint seems to be incorrect. Weight {flax_key_tuple} has the wrong shape.")
            flax_tensor = np.asarray(flax_tensor) if not isinstance(flax_tensor, np.ndarray) else flax_tensor
            pt_model_dict[flax_key] = torch.from_numpy(flax_tensor)
            missing_keys.remove(flax_key)

    pt_model.load_state_dict(pt_model_dict)
    return pt_model, sorted(missing_keys)
