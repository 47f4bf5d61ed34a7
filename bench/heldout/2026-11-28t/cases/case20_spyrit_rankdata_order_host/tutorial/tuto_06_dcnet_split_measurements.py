import matplotlib.pyplot as plt
import numpy as np
import torch

from spyrit.core.meas import HadamSplit
from spyrit.core.noise import Poisson
from spyrit.core.prep import SplitPoisson
from spyrit.core.recon import DCNet
from spyrit.misc.statistics import Cov2Var

h = 64
M = 64 * 64 // 4
alpha = 100.0
device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
print(f"Using device: {device}")

Cov = np.load("./stat/Cov_64x64.npy")
Ord = Cov2Var(Cov)  # NumPy variance image used as acquisition order

meas_op = HadamSplit(M, h, Ord)
noise_op = Poisson(meas_op, alpha)
prep_op = SplitPoisson(alpha, meas_op)
model = DCNet(noise_op, prep_op, torch.from_numpy(Cov).float())
model = model.to(device)

x = torch.from_numpy(np.load("./data/cat_64.npy")).float().view(1, h * h).to(device)
with torch.no_grad():
    y = noise_op(x)
    z = model.reconstruct(y)

plt.imshow(z.view(h, h).cpu().numpy(), cmap="gray")
plt.title(f"DCNet reconstruction, M={M}")
plt.savefig("dcnet_split.png")
