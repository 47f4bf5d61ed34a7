# expect: TL007
# source: https://github.com/ml-struct-bio/cryodrgn/issues/333
# note: calc_cc as in the traceback (`vol1 - np.mean(vol1)` raises "mean() received an invalid combination of arguments"); reconstruction: the reference map is a NumPy array, the generated volume a CPU float32 tensor made under no_grad, so np.mean of the bare tensor is the only problem; the rest of the correlation is done in torch.
import numpy as np
import torch
import torch.nn as nn


def generate_volume(decoder, z, D=64):
    coords = torch.stack(torch.meshgrid(*(torch.linspace(-0.5, 0.5, D),) * 3, indexing="ij"), -1).reshape(-1, 3)
    with torch.no_grad():
        zz = z.expand(coords.shape[0], -1)
        vol = decoder(torch.cat([coords, zz], dim=1)).reshape(D, D, D)
    return vol


def calc_cc(ref, vol):
    zref = torch.from_numpy(ref - ref.mean())
    zvol = vol - np.mean(vol)
    num = (zref * zvol).sum()
    den = torch.sqrt((zref ** 2).sum() * (zvol ** 2).sum())
    return (num / den).item()


def main(ref_path, zdim=8):
    decoder = nn.Sequential(nn.Linear(3 + zdim, 256), nn.ReLU(), nn.Linear(256, 1))
    ref = np.load(ref_path).astype(np.float32)
    z = torch.zeros(1, zdim)
    vol = generate_volume(decoder, z, D=ref.shape[0])
    print("CC", calc_cc(ref, vol))
