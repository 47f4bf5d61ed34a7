import numpy as np
import pandas as pd
import torch

from models.tsmixer import TSMixerx


def main():
    series = torch.from_numpy(np.random.rand(256, 48, 7).astype(np.float32))
    model = TSMixerx(h=12, input_size=48, n_series=7).to(torch.bfloat16)
    fcsts = model.predict(series)
    df = pd.DataFrame(fcsts.reshape(-1, 7))
    print(df.describe())


if __name__ == "__main__":
    main()
