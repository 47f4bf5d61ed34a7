# expect: none
# source: https://github.com/ml-struct-bio/cryodrgn/issues/333
# note: the fix for the thread's error: the generated volume (CPU, float32, made under no_grad) is converted with .numpy() before calc_cc, so np.mean and np.sum only see ndarrays.
import numpy as np
import torch
import torch.nn as nn


def generate_volume(decoder, z, D=64):
    coords = torch.stack(torch.meshgrid(*(torch.linspace(-0.5, 0.5, D),) * 3, indexing="ij"), -1).reshape(-1, 3)
    with torch.no_grad():
        vol = decoder(torch.cat([coords, z.expand(coords.shape[0], -1)], dim=1)).reshape(D, D, D)
    return vol


def calc_cc(vol1, vol2):
    zmean1 = vol1 - np.mean(vol1)
    zmean2 = vol2 - np.mean(vol2)
    return (np.sum(zmean1 ** 2) ** -0.5) * (np.sum(zmean2 ** 2) ** -0.5) * np.sum(zmean1 * zmean2)


def main(ref_path, zdim=8):
    decoder = nn.Sequential(nn.Linear(3 + zdim, 256), nn.ReLU(), nn.Linear(256, 1))
    ref = np.load(ref_path).astype(np.float32)
    vol = generate_volume(decoder, torch.zeros(1, zdim), D=ref.shape[0]).numpy()
    print("CC", calc_cc(ref, vol))
