import os
import time
import argparse

import torch


def get_options(args=None):
    parser = argparse.ArgumentParser(description="Improvement-based DRL for the TSP")

    # Overall settings
    parser.add_argument('--problem', default='tsp', help="The targeted problem to solve, default 'tsp'")
    parser.add_argument('--graph_size', type=int, default=20, help="The size of the problem graph")
    parser.add_argument('--init_val_met', choices=['greedy', 'random'], default='random',
                        help='method to generate initial solutions')
    parser.add_argument('--no_cuda', action='store_true', help='Disable CUDA')
    parser.add_argument('--no_tb', action='store_true', help='Disable Tensorboard')
    parser.add_argument('--no_progress_bar', action='store_true', help='Disable progress bar')
    parser.add_argument('--seed', type=int, default=1234, help='Random seed to use')

    # Training
    parser.add_argument('--n_epochs', type=int, default=200, help='The number of epochs to train')
    parser.add_argument('--epoch_size', type=int, default=10240, help='Number of instances per epoch')
    parser.add_argument('--batch_size', type=int, default=512, help='Number of instances per batch')
    parser.add_argument('--lr_model', type=float, default=1e-4, help="Learning rate for the actor network")
    parser.add_argument('--lr_critic', type=float, default=3e-5, help="Learning rate for the critic network")
    parser.add_argument('--max_grad_norm', type=float, default=1.0, help='Maximum L2 norm for gradient clipping')
    parser.add_argument('--gamma', type=float, default=0.99, help='reward discount factor')
    parser.add_argument('--n_step', type=int, default=4, help='n-step returns')
    parser.add_argument('--T_train', type=int, default=200, help='number of improvement steps in training')

    # Logging
    parser.add_argument('--log_dir', default='logs', help='Directory to write TensorBoard information to')
    parser.add_argument('--log_step', type=int, default=25, help='Log info every log_step steps')
    parser.add_argument('--run_name', default='run', help='Name to identify the run')
    parser.add_argument('--output_dir', default='outputs', help='Directory to write output models to')

    opts = parser.parse_args(args)

    opts.use_cuda = torch.cuda.is_available() and not opts.no_cuda
    opts.run_name = "{}_{}".format(opts.run_name, time.strftime("%Y%m%dT%H%M%S"))
    opts.save_dir = os.path.join(
        opts.output_dir,
        "{}_{}".format(opts.problem, opts.graph_size),
        opts.run_name
    )
    return opts
