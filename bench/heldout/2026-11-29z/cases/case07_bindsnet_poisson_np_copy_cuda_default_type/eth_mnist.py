"""Unsupervised MNIST learning with the Diehl & Cook (2015) network.

    python eth_mnist.py --n_train 1000 [--gpu]
"""

import argparse
import os
from time import time as t

import numpy as np
import torch

from bindsnet.datasets import MNIST
from bindsnet.encoding import poisson_loader
from bindsnet.evaluation import all_activity, assign_labels
from bindsnet.network import DiehlAndCook2015

parser = argparse.ArgumentParser()
parser.add_argument('--seed', type=int, default=0)
parser.add_argument('--n_neurons', type=int, default=100)
parser.add_argument('--n_train', type=int, default=60000)
parser.add_argument('--time', type=int, default=350)
parser.add_argument('--dt', type=float, default=1.0)
parser.add_argument('--intensity', type=float, default=0.25)
parser.add_argument('--progress_interval', type=int, default=10)
parser.add_argument('--update_interval', type=int, default=250)
parser.add_argument('--data', type=str, default=os.path.join('data', 'MNIST'))
parser.add_argument('--gpu', dest='gpu', action='store_true')
parser.set_defaults(gpu=False)
args = parser.parse_args()

n_neurons, n_train, time = args.n_neurons, args.n_train, args.time
update_interval = args.update_interval

if args.gpu:
    torch.set_default_tensor_type('torch.cuda.FloatTensor')
    torch.cuda.manual_seed_all(args.seed)
else:
    torch.manual_seed(args.seed)
np.random.seed(args.seed)

# Build network.
network = DiehlAndCook2015(n_inpt=784, n_neurons=n_neurons, dt=args.dt)

# Load MNIST data.
images, labels = MNIST(path=args.data, download=True).get_train()
images = images.view(-1, 784)
images *= args.intensity

# Lazily encode data as Poisson spike trains.
data_loader = poisson_loader(data=images, time=time)

# Record spikes during the simulation.
spike_record = torch.zeros(update_interval, time, n_neurons)

# Neuron assignments and spike proportions.
assignments = -torch.ones(n_neurons)
rates = torch.zeros(n_neurons, 10)

# Sequence of accuracy estimates.
accuracy = {'all': []}

print('\nBegin training.\n')
start = t()
for i in range(n_train):
    if i % args.progress_interval == 0:
        print('Progress: %d / %d (%.4f seconds)' % (i, n_train, t() - start))
        start = t()

    if i % update_interval == 0 and i > 0:
        # Get network predictions and compute accuracy.
        all_activity_pred = all_activity(spike_record, assignments, 10)
        correct = torch.sum(labels[i - update_interval:i].long() == all_activity_pred).item()
        accuracy['all'].append(100 * correct / update_interval)
        print('\nAll activity accuracy: %.2f (last), %.2f (average), %.2f (best)\n'
              % (accuracy['all'][-1], np.mean(accuracy['all']), np.max(accuracy['all'])))

        # Assign labels to excitatory layer neurons.
        assignments, _, rates = assign_labels(spike_record, labels[i - update_interval:i], 10, rates)

    # Get next input sample and run the network on it.
    sample = next(data_loader)
    spike_record[i % update_interval] = network.run(inpts={'X': sample}, time=time)
    network.reset_state_variables()

print('Progress: %d / %d (%.4f seconds)\n' % (n_train, n_train, t() - start))
print('Training complete.\n')
