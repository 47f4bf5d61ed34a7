# expect: TL002
# source: https://github.com/heid-lab/chemtorch/pull/22 ("Bugfix prediction saving"; the stored thread holds only the title)
# note: a prediction-saving helper in the style of chemtorch reconstructed; the conversion line is this case's own, modelled on the title. `predict.py` puts the model in eval mode and on the GPU but runs the forward pass without `torch.no_grad()`, so the predictions it passes to `save_predictions` are attached to the graph; `.cpu()` handles the device, and `.numpy()` of a tensor that requires grad raises before the DataFrame is written. The SMILES strings are a Python list, the targets come from the dataset (no grad), `len(...)` is an int, and the metrics are computed from the NumPy columns.
from pathlib import Path
from typing import List, Optional

import numpy as np
import pandas as pd


def save_predictions(preds, smiles: List[str], path: str, targets=None, reaction_ids: Optional[List[str]] = None):
    df = pd.DataFrame({"smiles": smiles})
    if reaction_ids is not None:
        df["reaction_id"] = reaction_ids
    df["prediction"] = preds.cpu().numpy().reshape(len(smiles))
    if targets is not None:
        df["target"] = targets.cpu().numpy().reshape(len(smiles))
        err = df["prediction"].to_numpy() - df["target"].to_numpy()
        print(f"MAE {np.abs(err).mean():.4f}  RMSE {np.sqrt((err ** 2).mean()):.4f}")
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    df.to_csv(path, index=False)
    return df
