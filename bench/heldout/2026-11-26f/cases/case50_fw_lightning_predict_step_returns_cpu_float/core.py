# expect: none
# source: https://github.com/Nixtla/neuralforecast/issues/1259 (`fcsts = torch.vstack(fcsts).numpy()` failing on bf16 forecasts)
# note: reconstruction of the fixed path: the Trainer runs on the GPU with precision "bf16-mixed", but Forecaster.predict_step (model.py) returns `y_hat.float().cpu()`; Lightning's predict loop runs without grad, so trainer.predict returns CPU float32 tensors and vstack(...).numpy() is correct.
import lightning as L
import pandas as pd
import torch
from torch.utils.data import DataLoader, TensorDataset

from model import Forecaster


def fit_predict(train_x, train_y, test_x):
    model = Forecaster(input_size=train_x.shape[1], h=train_y.shape[1])
    trainer = L.Trainer(accelerator="gpu", devices=1, precision="bf16-mixed", max_epochs=10)
    trainer.fit(model, DataLoader(TensorDataset(train_x, train_y), batch_size=64, shuffle=True))
    fcsts = trainer.predict(model, DataLoader(TensorDataset(test_x), batch_size=256))
    fcsts = torch.vstack(fcsts).numpy()
    return pd.DataFrame(fcsts, columns=[f"h{i + 1}" for i in range(fcsts.shape[1])])
