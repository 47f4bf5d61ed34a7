# source: https://github.com/Nixtla/neuralforecast/issues/1259
# expect: none
# why: bf16 forecasts are upcast with .float() before the stacked array is converted
import numpy as np
import torch
from torch import nn


class TSMixerx(nn.Module):
    def __init__(self, h, input_size, precision="bf16"):
        super().__init__()
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
                y_hat = self(windows["insample_y"].to(torch.bfloat16))
                fcsts.append(y_hat.float())
        fcsts = torch.vstack(fcsts).numpy()
        return fcsts


model = TSMixerx(h=12, input_size=24)
print(np.round(model.predict([{"insample_y": torch.randn(8, 24)}])[:2], 3))
