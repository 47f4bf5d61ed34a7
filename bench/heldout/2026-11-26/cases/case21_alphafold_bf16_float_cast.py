# source: https://github.com/IntelLabs/open-omics-alphafold/issues/9
# expect: none
# why: detached() upcasts with .float() before .numpy(), so bfloat16 outputs convert fine
import os

import numpy as np
import torch

USE_BF16 = os.environ.get("AF2_BF16", "0") == "1"


def detached(x: torch.Tensor) -> np.ndarray:
    return x.detach().float().cpu().numpy()


class StructureModuleRunner:
    def __init__(self, module):
        self.module = module.eval()
        if USE_BF16:
            self.module = self.module.to(torch.bfloat16)

    def __call__(self, single, pair, aatype):
        dtype = torch.bfloat16 if USE_BF16 else torch.float32
        with torch.no_grad():
            out = self.module(single.to(dtype), pair.to(dtype), aatype)
        return {
            "final_atom_positions": detached(out["final_atom_positions"]),
            "final_atom_mask": detached(out["final_atom_mask"]),
        }
