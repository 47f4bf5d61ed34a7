# expect: TL001
# source: https://github.com/mlflow/mlflow/issues/7879 ("[BUG] Predict with Tensor (Numpy) inputs for PyTorch flavor doesn't work": "When running predict on `mlflow.pytorch` models when trying to run inference on a GPU by passing in `device` into the predict call and using numpy array input tensors, prediction fails with the error: TypeError: can't convert cuda:0 device type tensor to numpy ... This is because `.numpy` is called on the `preds` tensor here, but the `preds` tensor is never brought back to the host CPU"); fixed by https://github.com/mlflow/mlflow/pull/7885 ("[#7879] Fix Pytorch GPU inference": "This PR modifies the prediction logic in the PyTorch flavor to check whether the device specified is not the CPU. If so, we explicitly move the tensor back to the CPU."); code: `_PyTorchWrapper.predict(self, data, device="cpu")` of `mlflow/pytorch/__init__.py` in MLflow 2.1.1 (`input_tensor = torch.from_numpy(inp_data).to(device)`, `predicted = pd.DataFrame(preds.numpy())`, `predicted = preds.numpy()`)
# note: the PyTorch flavor of MLflow 2.1 reduced to one file, with a batch-scoring script: `score_batches` loads the logged model through `_load_pyfunc` and calls `predict(batch, device=DEVICE)` with `DEVICE = "cuda"` when a GPU is present; `predict` moves the model and the input to that device, so `preds` is a cuda tensor and both `preds.numpy()` (DataFrame and ndarray inputs) raise. Traps: the forward pass runs under `torch.no_grad()` (no TL002), `data.values.astype(np.float32)` and `torch.from_numpy` go from NumPy to torch, `_load_model` maps the weights to the CPU, the training loop logs `loss.item()`, `evaluate_on_host` converts a CPU model's output under `torch.no_grad()`.
import os
import tempfile
from typing import Any, Dict, Optional

import numpy as np
import pandas as pd
import torch

_TORCH_CPU_DEVICE_NAME = "cpu"
DEVICE = "cuda" if torch.cuda.is_available() else _TORCH_CPU_DEVICE_NAME
_MODEL_DATA_SUBPATH = "data"


def save_model(pytorch_model: torch.nn.Module, path: str) -> None:
    """Save a whole module (pickled) the way ``mlflow.pytorch.save_model`` does."""
    os.makedirs(os.path.join(path, _MODEL_DATA_SUBPATH), exist_ok=True)
    torch.save(pytorch_model, os.path.join(path, _MODEL_DATA_SUBPATH, "model.pth"))


def _load_model(path: str, **kwargs) -> torch.nn.Module:
    model_path = os.path.join(path, _MODEL_DATA_SUBPATH, "model.pth")
    kwargs.setdefault("map_location", _TORCH_CPU_DEVICE_NAME)
    return torch.load(model_path, weights_only=False, **kwargs)


def _load_pyfunc(path: str, **kwargs) -> "_PyTorchWrapper":
    """Load PyFunc implementation. Called by ``pyfunc.load_model``."""
    return _PyTorchWrapper(_load_model(path, **kwargs))


class _PyTorchWrapper:
    """
    Wrapper class that creates a predict function such that
    predict(data: pd.DataFrame) -> model's output as pd.DataFrame (pandas DataFrame)
    """

    def __init__(self, pytorch_model: torch.nn.Module):
        self.pytorch_model = pytorch_model

    def predict(self, data, device: str = _TORCH_CPU_DEVICE_NAME):
        if isinstance(data, pd.DataFrame):
            inp_data = data.values.astype(np.float32)
        elif isinstance(data, np.ndarray):
            inp_data = data
        elif isinstance(data, (list, dict)):
            raise TypeError(
                "The PyTorch flavor does not support List or Dict input types. "
                "Please use a pandas.DataFrame or a numpy.ndarray"
            )
        else:
            raise TypeError("Input data should be pandas.DataFrame or numpy.ndarray")

        self.pytorch_model.to(device)
        self.pytorch_model.eval()
        with torch.no_grad():
            input_tensor = torch.from_numpy(inp_data).to(device)
            preds = self.pytorch_model(input_tensor)
            if not isinstance(preds, torch.Tensor):
                raise TypeError(
                    "Expected PyTorch model to output a single output tensor, "
                    f"but got output of type '{type(preds)}'"
                )
            if isinstance(data, pd.DataFrame):
                predicted = pd.DataFrame(preds.numpy())
                predicted.index = data.index
            else:
                predicted = preds.numpy()
            return predicted


def train_regressor(features: np.ndarray, target: np.ndarray, epochs: int = 200) -> torch.nn.Module:
    model = torch.nn.Sequential(torch.nn.Linear(features.shape[1], 16), torch.nn.ReLU(),
                                torch.nn.Linear(16, 1))
    x, y = torch.from_numpy(features), torch.from_numpy(target).unsqueeze(1)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    for epoch in range(epochs):
        loss = torch.nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if epoch % 50 == 0:
            print(f"epoch {epoch:4d}  mse {loss.item():.4f}")
    return model


def evaluate_on_host(model: torch.nn.Module, features: np.ndarray) -> np.ndarray:
    with torch.no_grad():
        return model(torch.from_numpy(features)).numpy()


def score_batches(model_path: str, frame: pd.DataFrame, batch_size: int = 256) -> pd.DataFrame:
    pyfunc_model = _load_pyfunc(model_path)
    parts = [pyfunc_model.predict(frame.iloc[i:i + batch_size], device=DEVICE)
             for i in range(0, len(frame), batch_size)]
    return pd.concat(parts)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    X = rng.normal(size=(1000, 4)).astype(np.float32)
    y = (X @ np.array([1.5, -2.0, 0.5, 0.0], dtype=np.float32) + 0.1).astype(np.float32)
    model = train_regressor(X, y)
    print("host mse:", float(np.mean((evaluate_on_host(model, X)[:, 0] - y) ** 2)))
    with tempfile.TemporaryDirectory() as tmp:
        save_model(model, tmp)
        scored = score_batches(tmp, pd.DataFrame(X, columns=["a", "b", "c", "d"]))
    print(scored.describe())
