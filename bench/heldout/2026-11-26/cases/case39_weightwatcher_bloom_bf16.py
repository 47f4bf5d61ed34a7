# source: https://github.com/CalculatedContent/WeightWatcher/issues/221
# expect: TL004
# why: BLOOM shards are stored in bfloat16 (torch_dtype in the config is honoured below) and T.cpu().detach().numpy() has no cast
import glob
import os

import numpy as np
import torch


def extract_pytorch_statedict(weights_dir, model_name, state_dict_filename, dtype=torch.bfloat16):
    state_dict = torch.load(state_dict_filename, map_location="cpu")
    layer_configs = {}
    for layer_id, (key, T) in enumerate(state_dict.items()):
        if not key.endswith(".weight") or T.dim() < 2:
            continue
        T = T.to(dtype)
        W = T.cpu().detach().numpy()
        filename = os.path.join(weights_dir, f"{model_name}.{layer_id}.weight.npy")
        np.save(filename, W)
        layer_configs[str(layer_id)] = {"name": key, "shape": list(W.shape), "weightfile": filename}
    return layer_configs


def process_pytorch_bins(model_dir, model_name="bloom-big"):
    configs = {}
    for fn in sorted(glob.glob(os.path.join(model_dir, "pytorch_model*.bin"))):
        configs.update(extract_pytorch_statedict(model_dir, model_name, fn))
    return configs
