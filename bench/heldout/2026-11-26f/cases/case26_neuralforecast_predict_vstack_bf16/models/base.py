# expect: TL004
# source: https://github.com/Nixtla/neuralforecast/issues/1259
# note: `fcsts = torch.vstack(fcsts).numpy()` as in the traceback; reconstruction: run.py casts the model to bfloat16 (the reporter's bf16 setup), predict runs on the CPU under inference_mode, so the forecasts are bf16 and NumPy cannot take them.
import torch
import torch.nn as nn


class BaseMultivariate(nn.Module):
    def __init__(self, h, input_size, n_series):
        super().__init__()
        self.h = h
        self.input_size = input_size
        self.n_series = n_series

    def predict(self, dataset, batch_size=32):
        self.eval()
        fcsts = []
        with torch.inference_mode():
            for start in range(0, len(dataset), batch_size):
                windows = dataset[start:start + batch_size]
                x = windows.to(dtype=next(self.parameters()).dtype)
                fcsts.append(self(x))
        fcsts = torch.vstack(fcsts).numpy()
        return fcsts
