# expect: TL001
# source: https://github.com/NVlabs/earth2grid/issues/6 ("GPU Tensor -> Numpy Bug": "There are two places where `torch.Tensor.numpy()` is called where the originating tensors can be located on the GPU. I do not believe that these tensors are intended to ever be placed on the GPU but if `torch.set_device()` is called before these tensors are created then they are automatically placed there and calling `.numpy()` errors." - traceback: `get_regridder` -> healpix.py `lat` -> `ipix = torch.from_numpy(self._nest_ipix())` -> `_nest_ipix` `return i.numpy()` -> "TypeError: can't convert cuda:0 device type"...)
# note: the HEALPix grid of earth2grid reconstructed: `_nest_ipix` builds the pixel index with `torch.arange(...)`, which follows the process-wide default device, and converts it with `.numpy()` (twice, for NEST and for RING order). `run_dlwp.py` calls `torch.set_default_device("cuda")` before building the regridder, and `earth2grid/_regrid.py`'s `get_regridder` reads `dest.lat` / `dest.lon`, so the index tensor is a cuda tensor and `.numpy()` raises. `torch.from_numpy(...)` results stay on the CPU whatever the default device (the behaviour the issue describes); the angle computation is NumPy; `npix`/`nside` are Python ints.
import enum

import numpy as np
import torch

__all__ = ["PixelOrder", "Grid", "npix", "nside"]


class PixelOrder(enum.Enum):
    RING = 0
    NEST = 1


def nside(level: int) -> int:
    return 2 ** level


def npix(level: int) -> int:
    return 12 * nside(level) ** 2


_JRLL = np.array([2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4])
_JPLL = np.array([1, 3, 5, 7, 0, 2, 4, 6, 1, 3, 5, 7])


def _compress_bits(v):
    raw = v & 0x5555555555555555
    raw = (raw | (raw >> 1)) & 0x3333333333333333
    raw = (raw | (raw >> 2)) & 0x0F0F0F0F0F0F0F0F
    raw = (raw | (raw >> 4)) & 0x00FF00FF00FF00FF
    raw = (raw | (raw >> 8)) & 0x0000FFFF0000FFFF
    raw = (raw | (raw >> 16)) & 0x00000000FFFFFFFF
    return raw


def _spread_bits(v):
    raw = v & 0x00000000FFFFFFFF
    raw = (raw | (raw << 16)) & 0x0000FFFF0000FFFF
    raw = (raw | (raw << 8)) & 0x00FF00FF00FF00FF
    raw = (raw | (raw << 4)) & 0x0F0F0F0F0F0F0F0F
    raw = (raw | (raw << 2)) & 0x3333333333333333
    raw = (raw | (raw << 1)) & 0x5555555555555555
    return raw


def _pix2ang_nest(ns, ipix):
    """Colatitude/longitude (radians) of NEST pixel centres, vectorised over `ipix` (int64 array)."""
    npface = ns * ns
    face = ipix // npface
    ipf = ipix % npface
    ix = _compress_bits(ipf)
    iy = _compress_bits(ipf >> 1)
    jr = _JRLL[face] * ns - ix - iy - 1
    nl4 = 4 * ns
    z = np.empty(ipix.shape, dtype=np.float64)
    nr = np.empty(ipix.shape, dtype=np.int64)
    kshift = np.empty(ipix.shape, dtype=np.int64)

    north = jr < ns
    nr[north] = jr[north]
    z[north] = 1.0 - nr[north] ** 2 / (3.0 * npface)
    kshift[north] = 0

    south = jr > 3 * ns
    nr[south] = nl4 - jr[south]
    z[south] = nr[south] ** 2 / (3.0 * npface) - 1.0
    kshift[south] = 0

    equator = ~(north | south)
    nr[equator] = ns
    z[equator] = (2 * ns - jr[equator]) * 2.0 / (3.0 * ns)
    kshift[equator] = (jr[equator] - ns) & 1

    jp = (_JPLL[face] * nr + ix - iy + 1 + kshift) // 2
    jp = np.where(jp > nl4, jp - nl4, jp)
    jp = np.where(jp < 1, jp + nl4, jp)
    phi = (jp - (kshift + 1) * 0.5) * (np.pi / 2.0 / nr)
    theta = np.arccos(np.clip(z, -1.0, 1.0))
    return theta, phi


def _ring2nest(level, ipix_ring):
    """RING -> NEST renumbering through the (face, ix, iy) decomposition (host-side lookup table)."""
    ns = nside(level)
    table = np.load(f"healpix_ring2nest_nside{ns}.npy", mmap_mode="r")
    return np.asarray(table[ipix_ring], dtype=np.int64)


class Grid:
    def __init__(self, level: int, pixel_order: PixelOrder = PixelOrder.RING):
        self.level = level
        self.pixel_order = pixel_order

    @property
    def shape(self):
        return (npix(self.level),)

    def _nest_ipix(self):
        """Pixel indices of this grid's pixels, expressed in NEST order."""
        i = torch.arange(npix(self.level))
        if self.pixel_order is PixelOrder.NEST:
            return i.numpy()
        return _ring2nest(self.level, i.numpy())

    @property
    def lat(self):
        ipix = torch.from_numpy(self._nest_ipix())
        theta, _ = _pix2ang_nest(nside(self.level), ipix.numpy())
        return torch.from_numpy(90.0 - np.degrees(theta))

    @property
    def lon(self):
        ipix = torch.from_numpy(self._nest_ipix())
        _, phi = _pix2ang_nest(nside(self.level), ipix.numpy())
        return torch.from_numpy(np.degrees(phi))

    def reorder(self, x: torch.Tensor, to: PixelOrder) -> torch.Tensor:
        """Reorder the last dimension of `x` between RING and NEST."""
        if to is self.pixel_order:
            return x
        perm = torch.from_numpy(_ring2nest(self.level, np.arange(npix(self.level))))
        if to is PixelOrder.RING:
            perm = torch.argsort(perm)
        return x[..., perm.to(x.device)]
