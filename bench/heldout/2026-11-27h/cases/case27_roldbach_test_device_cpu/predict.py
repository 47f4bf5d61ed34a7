# expect: none
# source: https://github.com/Roldbach/autoencoder_ct_3d_super_resolution (configuration/device_configuration.py: TRAIN_DEVICE is cuda when available, TEST_DEVICE = torch.device('cpu'))
# note: inference imports the configuration module as `dc` and uses dc.TEST_DEVICE, which is fixed to the CPU (TRAIN_DEVICE, in the same module, may be cuda but is not used here); the forward runs under no_grad, so `.numpy()` of the reconstructed volume is valid.
import numpy as np
import torch

import configuration.device_configuration as dc
from model.autoencoder import Autoencoder3D


def load_model(path):
    model = Autoencoder3D(in_channels=1, base_channels=32)
    model.load_state_dict(torch.load(path, map_location=dc.TEST_DEVICE))
    model.to(dc.TEST_DEVICE)
    model.eval()
    return model


def super_resolve(model, volume):
    """volume: low-resolution CT as a (D, H, W) float array."""
    x = torch.from_numpy(volume.astype(np.float32))[None, None].to(dc.TEST_DEVICE)
    with torch.no_grad():
        y = model(x)
    return y[0, 0].numpy()


if __name__ == "__main__":
    model = load_model("checkpoints/autoencoder_best.pt")
    low_res = np.load("data/test/patient_012_lr.npy")
    high_res = super_resolve(model, low_res)
    np.save("results/patient_012_sr.npy", high_res)
    print("output shape:", high_res.shape)
