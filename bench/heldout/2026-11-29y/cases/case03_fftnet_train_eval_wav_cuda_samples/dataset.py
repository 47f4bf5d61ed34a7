"""Stand-in for FFTNet's CustomDataset: random mu-law audio and an upsampled random mel condition."""
import numpy as np
import torch
from torch.utils.data import Dataset


class CustomDataset(Dataset):
    def __init__(self, meta_file, receptive_field, sample_size=5000, upsample_factor=200,
                 quantization_channels=256, use_local_condition=True, length=8):
        self.receptive_field = receptive_field
        self.sample_size = sample_size
        self.upsample_factor = upsample_factor
        self.quantization_channels = quantization_channels
        self.use_local_condition = use_local_condition
        self.length = length
        self.num_mels = 25

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        rng = np.random.RandomState(index)
        total = self.receptive_field + self.sample_size + 1
        quantized = rng.randint(0, self.quantization_channels, size=(total, 1))
        audio = 2 * quantized.astype(np.float32) / (self.quantization_channels - 1) - 1
        target = quantized[self.receptive_field:].astype(np.int64)
        local_condition = rng.randn(total, self.num_mels).astype(np.float32)
        return torch.from_numpy(audio), torch.from_numpy(target), torch.from_numpy(local_condition)
