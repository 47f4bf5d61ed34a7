from earth2grid import healpix
from earth2grid._regrid import BilinearRegridder, LatLonGrid, get_regridder

__all__ = ["healpix", "BilinearRegridder", "LatLonGrid", "get_regridder"]
