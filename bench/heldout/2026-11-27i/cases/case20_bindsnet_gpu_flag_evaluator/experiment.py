import argparse

import torch
from bindsnet.models import DiehlAndCook2015

from evaluation import ConfusionEvaluator
from data import mnist_spike_batches

parser = argparse.ArgumentParser()
parser.add_argument("--n_neurons", type=int, default=100)
parser.add_argument("--time", type=int, default=250)
parser.add_argument("--gpu", dest="gpu", action="store_true")
parser.set_defaults(gpu=True)
args = parser.parse_args()

device = torch.device("cuda" if args.gpu and torch.cuda.is_available() else "cpu")
network = DiehlAndCook2015(n_inpt=784, n_neurons=args.n_neurons).to(device)
evaluator = ConfusionEvaluator(args.n_neurons, 10, device)

for i, (spikes_in, labels) in enumerate(mnist_spike_batches(time=args.time, device=device)):
    spikes = network.run_batch(spikes_in, time=args.time)  # (batch, time, n_neurons) on device
    labels = labels.to(device)
    if i < 50:
        evaluator.assign(spikes, labels)
    else:
        evaluator.add(spikes, labels)

torch.save({"all": evaluator.confusion()}, "confusion/diehl_and_cook_2015.pt")
