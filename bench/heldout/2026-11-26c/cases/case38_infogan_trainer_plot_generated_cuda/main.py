import argparse

import torch

from model import Generator, Discriminator, GaussianPosterior, Transition
from trainer import Trainer
from utils import UniformDistribution
from dataset import RopeDataset

parser = argparse.ArgumentParser()
parser.add_argument("--data_dir", default="data/rope")
parser.add_argument("--cont_code_dim", type=int, default=7)
parser.add_argument("--n_epochs", type=int, default=100)
parser.add_argument("--out_dir", default="out")
args = parser.parse_args()

P = UniformDistribution(args.cont_code_dim)
G = Generator(z_dim=4, c_dim=args.cont_code_dim)
D = Discriminator()
Q = GaussianPosterior(args.cont_code_dim)
T = Transition(args.cont_code_dim)
loader = torch.utils.data.DataLoader(RopeDataset(args.data_dir), batch_size=64, shuffle=True, drop_last=True)
trainer = Trainer(G, D, Q, T, P, out_dir=args.out_dir)
trainer.train(loader, args.n_epochs)
