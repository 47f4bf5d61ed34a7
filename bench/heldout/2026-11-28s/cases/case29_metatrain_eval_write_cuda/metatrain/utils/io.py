# expect: TL001
# source: https://github.com/metatensor/metatrain/pull/479 ("Move tensor to cpu": "Fix small bug")
# note: metatrain's evaluation writer reconstructed (the PR has a title and a one-line description only; which conversion it fixed is not stated): `metatrain/utils/devices.py` picks `cuda` when available, `metatrain/cli/eval.py` moves the model and the systems there and evaluates under `torch.no_grad()`, and `write_predictions` in `metatrain/utils/io.py` turns each target's values into NumPy with `.detach().numpy()` for ASE, which raises "can't convert cuda:0 device type tensor to numpy". The positions written back come from the host copies of the systems; the RMSE is accumulated with `.item()`; per-structure energies are Python floats. Header `metatrain/utils/io.py`.
from pathlib import Path
from typing import Dict, List

import ase
import ase.io
import numpy as np
import torch


def read_systems(filename: str) -> List[ase.Atoms]:
    return ase.io.read(filename, index=":")


def write_predictions(filename: str, frames: List[ase.Atoms], predictions: Dict[str, List[torch.Tensor]]):
    """Write per-structure predictions into the ``info``/``arrays`` of ASE frames."""
    out = []
    for i, atoms in enumerate(frames):
        atoms = atoms.copy()
        for name in predictions:
            values = predictions[name][i].detach().numpy()
            if values.shape[0] == len(atoms) and values.ndim == 2:
                atoms.arrays[name] = values
            else:
                atoms.info[name] = float(values.reshape(-1)[0]) if values.size == 1 else values
        out.append(atoms)
    ase.io.write(Path(filename), out)
