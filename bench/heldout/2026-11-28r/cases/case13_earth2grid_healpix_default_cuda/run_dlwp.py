"""Regrid ERA5 fields to HEALPix and roll out a DLWP-style forecast."""
import argparse

import numpy as np
import torch

import earth2grid
from earth2grid import healpix


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", default="era5_t2m_z500.npy")
    parser.add_argument("--model", default="dlwp_healpix.pt")
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--steps", type=int, default=28)
    return parser.parse_args()


def main():
    args = parse_args()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    # everything below is created on the accelerator without passing device= around
    torch.set_default_device(device)

    src = earth2grid.LatLonGrid(721, 1440)
    hpx = healpix.Grid(level=args.level, pixel_order=healpix.PixelOrder.NEST)
    regrid = earth2grid.get_regridder(src, hpx).to(torch.float32)

    fields = torch.from_numpy(np.load(args.input)).to(device=device, dtype=torch.float32)
    x = regrid(fields)  # (channels, npix)

    model = torch.jit.load(args.model, map_location=device).eval()
    outputs = []
    with torch.no_grad():
        for _ in range(args.steps):
            x = model(x[None])[0]
            outputs.append(x)
    forecast = torch.stack(outputs)
    np.save("forecast_hpx.npy", forecast.cpu().numpy())


if __name__ == "__main__":
    main()
