import argparse

import matplotlib.pyplot as plt
import torch

from score_models import MLP, ScoreModel
from score_models.plot_utils import plot_density, plot_samples, plot_score
from score_models.utils import DEVICE

parser = argparse.ArgumentParser()
parser.add_argument("--checkpoints", default="checkpoints/gmm_vp")
parser.add_argument("--t", type=float, default=0.1)
parser.add_argument("--n-samples", type=int, default=2000)
args = parser.parse_args()

net = MLP(dimensions=2, units=100, layers=3, activation="silu")
model = ScoreModel(net, sde="vp", checkpoints_directory=args.checkpoints)
model.to(DEVICE)

samples = model.sample(shape=[args.n_samples, 2], steps=500)

fig, axs = plt.subplots(1, 3, figsize=(15, 5))
plot_density(model, ax=axs[0], t=args.t)
plot_score(model, ax=axs[1], t=args.t)
plot_samples(samples, ax=axs[2])
fig.savefig("gmm_density.png", bbox_inches="tight")
