# expect: TL003
# source: https://github.com/Quansight-Labs/numpy_pytorch_interop/pull/130
import matplotlib.pyplot as plt

from ringsim import sample_noise, sample_ring

pts = sample_ring(2000)
noise = sample_noise(500)

fig, ax = plt.subplots(figsize=(5, 5))
ax.scatter(pts[:, 0], pts[:, 1], s=2, label="ring")
ax.scatter(noise[:, 0], noise[:, 1], s=2, alpha=0.3, label="noise")
ax.set_aspect("equal")
ax.legend()
fig.savefig("ring.png")
