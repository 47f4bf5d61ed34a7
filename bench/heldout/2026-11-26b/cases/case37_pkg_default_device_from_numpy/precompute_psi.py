# expect: none
# source: https://github.com/NVIDIA/torch-harmonics/pull/86
import numpy as np

from harmonics import legendre_gauss_weights

nlat, nlon = 181, 360
cost, quad_weights = legendre_gauss_weights(nlat)
theta = np.flip(np.arccos(cost.numpy()))

lon = np.linspace(0, 2 * np.pi, nlon, endpoint=False)
psi = np.outer(np.asarray(quad_weights), np.cos(lon))
psi_norm = psi / np.sum(quad_weights.numpy())
print("sum of weights", np.percentile(quad_weights, 50), psi_norm.shape, theta[:3])
np.save("psi.npy", psi_norm)
