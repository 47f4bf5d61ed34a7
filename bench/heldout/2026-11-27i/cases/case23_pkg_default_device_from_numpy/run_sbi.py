import numpy as np

from simulator import draw_prior, simulate

theta = draw_prior(10000)
x = simulate(theta)
np.savez("data/training_set.npz", theta=theta, x=x)
print(theta.shape, x.shape)
