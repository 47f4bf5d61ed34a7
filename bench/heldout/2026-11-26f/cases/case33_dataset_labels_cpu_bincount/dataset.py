import numpy as np
import torch
from torch.utils.data import Dataset


class SpiralDataset(Dataset):
    def __init__(self, n=3000, classes=3, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, 2)).astype(np.float32)
        self.y = rng.integers(0, classes, size=n)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return torch.from_numpy(self.x[i]), torch.tensor(self.y[i], dtype=torch.long)
