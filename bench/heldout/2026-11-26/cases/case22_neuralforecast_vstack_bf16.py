# source: https://github.com/Nixtla/neuralforecast/issues/1259
# expect: TL004
# why: forecasts of a model cast to bfloat16 are stacked and .numpy()'d with no float cast
import numpy as np
import torch
from torch import nn


class TSMixerx(nn.Module):
    def __init__(self, h, input_size, n_series, precision="bf16"):
        super().__init__()
        self.h = h
        self.mlp = nn.Sequential(nn.Linear(input_size, 64), nn.ReLU(), nn.Linear(64, h))
        if precision == "bf16":
            self.to(torch.bfloat16)

    def forward(self, x):
        return self.mlp(x)

    def predict(self, windows_batches):
        self.eval()
        fcsts = []
        with torch.no_grad():
            for windows in windows_batches:
                insample_y = windows["insample_y"].to(torch.bfloat16)
                y_hat = self(insample_y)
                fcsts.append(y_hat)
        fcsts = torch.vstack(fcsts).numpy()
        return fcsts


model = TSMixerx(h=12, input_size=24, n_series=3, precision="bf16")
forecast = model.predict([{"insample_y": torch.randn(8, 24)}])
print(np.round(forecast[:2], 3))
