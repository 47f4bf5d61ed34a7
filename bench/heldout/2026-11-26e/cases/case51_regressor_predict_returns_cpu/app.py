# expect: none
# source: https://github.com/WenjieDu/PyPOTS/issues/21 (model picks cuda:0 when available; predictions must come back to the host before NumPy)
# note: models/regressor.py moves the model to cuda when available, but predict() runs under no_grad and returns `out.cpu()`; the forecast that
#       np.asarray, pandas and matplotlib receive is a CPU float32 tensor without grad.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

from models.regressor import LSTMRegressor


def forecast(model, windows, index):
    pred = model.predict(windows)
    values = np.asarray(pred)
    frame = pd.DataFrame({"forecast": pred}, index=index)
    plt.plot(index, pred, label="forecast")
    plt.legend()
    plt.savefig("forecast.png")
    return values, frame


if __name__ == "__main__":
    data = np.load("windows.npz")
    model = LSTMRegressor(n_features=data["X"].shape[-1])
    forecast(model, data["X"], pd.RangeIndex(len(data["X"])))
