import torch

__all__ = ["LatLonGrid", "BilinearRegridder", "get_regridder"]


class BilinearRegridder(torch.nn.Module):
    """Bilinear interpolation from a regular lat/lon grid to arbitrary points."""

    def __init__(self, index, weights):
        super().__init__()
        self.register_buffer("index", index)
        self.register_buffer("weights", weights)

    def forward(self, z):
        # z: (..., nlat, nlon) -> (..., npoints)
        flat = z.reshape(*z.shape[:-2], -1)
        gathered = flat[..., self.index]  # (..., npoints, 4)
        return (gathered * self.weights).sum(-1)


class LatLonGrid:
    def __init__(self, nlat, nlon):
        self.nlat = nlat
        self.nlon = nlon
        self.lat = torch.linspace(90.0, -90.0, nlat, dtype=torch.float64)
        self.lon = torch.linspace(0.0, 360.0, nlon + 1, dtype=torch.float64)[:-1]

    def get_bilinear_regridder_to(self, lat, lon):
        lat = torch.as_tensor(lat, dtype=torch.float64, device=self.lat.device)
        lon = torch.as_tensor(lon, dtype=torch.float64, device=self.lat.device) % 360.0
        dlat = 180.0 / (self.nlat - 1)
        dlon = 360.0 / self.nlon
        fi = (90.0 - lat) / dlat
        fj = lon / dlon
        i0 = fi.floor().clamp(0, self.nlat - 2).long()
        j0 = fj.floor().long() % self.nlon
        j1 = (j0 + 1) % self.nlon
        wi = (fi - i0).clamp(0, 1)
        wj = (fj - fj.floor()).clamp(0, 1)
        index = torch.stack([i0 * self.nlon + j0, i0 * self.nlon + j1,
                             (i0 + 1) * self.nlon + j0, (i0 + 1) * self.nlon + j1], dim=-1)
        weights = torch.stack([(1 - wi) * (1 - wj), (1 - wi) * wj, wi * (1 - wj), wi * wj], dim=-1)
        return BilinearRegridder(index, weights)


def get_regridder(src, dest):
    """Regridder from grid `src` to grid `dest` (only lat/lon -> point sets for now)."""
    return src.get_bilinear_regridder_to(dest.lat, dest.lon)
