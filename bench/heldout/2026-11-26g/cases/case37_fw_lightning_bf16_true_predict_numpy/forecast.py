# expect: TL004
# source: https://github.com/Lightning-AI/pytorch-lightning (src/lightning/pytorch/plugins/precision/half.py: precision="bf16-true" converts the module's parameters and floating-point inputs to torch.bfloat16); same failure mode as https://github.com/keras-team/keras/issues/18819 (mixed_bfloat16 predict error with the PyTorch backend)
# note: reconstruction: the Trainer uses precision="bf16-true", so LitForecaster (model.py) runs in bfloat16 and predict_step returns bf16 forecasts. trainer.predict runs without grad; the caller copies with .cpu() (device handled), but `.numpy()` of bf16 raises "Got unsupported ScalarType BFloat16". The pandas frame is built from that array.
import lightning as L
import numpy as np
import pandas as pd
import torch

from model import LitForecaster


def forecast(train_loader, predict_loader, index, horizon=24):
    model = LitForecaster(horizon=horizon)
    trainer = L.Trainer(accelerator="gpu", devices=1, precision="bf16-true", max_epochs=20)
    trainer.fit(model, train_loader)
    preds = trainer.predict(model, predict_loader)
    y_hat = torch.cat(preds).cpu().numpy()
    columns = [f"h{i + 1}" for i in range(horizon)]
    frame = pd.DataFrame(y_hat, index=index, columns=columns)
    frame["mean"] = np.mean(y_hat, axis=1)
    return frame
