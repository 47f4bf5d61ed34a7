import os
import json
import pprint

import torch
import torch.optim as optim
from tensorboard_logger import Logger as TbLogger

from options import get_options
from train import train_epoch
from nets.attention_model import AttentionModel
from nets.critic_network import CriticNetwork
from nets.reinforce_baselines import CriticBaseline
from problems.problem_tsp import TSP
from utils import get_inner_model


def run(opts):
    # Pretty print the run args
    pprint.pprint(vars(opts))

    # Set the random seed
    torch.manual_seed(opts.seed)

    # Optionally configure tensorboard
    tb_logger = None
    if not opts.no_tb:
        tb_logger = TbLogger(os.path.join(opts.log_dir, "{}_{}".format(opts.problem, opts.graph_size), opts.run_name))

    os.makedirs(opts.save_dir, exist_ok=True)
    # Save arguments so exact configuration can always be found
    with open(os.path.join(opts.save_dir, "args.json"), 'w') as f:
        json.dump(vars(opts), f, indent=True)

    # Set the device
    opts.device = torch.device("cuda" if opts.use_cuda else "cpu")

    problem = TSP(p_size=opts.graph_size)

    # Initialize model
    model = AttentionModel(
        problem=problem,
        embedding_dim=128,
        hidden_dim=128,
        n_heads=1,
        n_layers=3,
        normalization='layer',
        device=opts.device
    ).to(opts.device)
    if opts.use_cuda and torch.cuda.device_count() > 1:
        model = torch.nn.DataParallel(model)

    # Initialize baseline
    baseline = CriticBaseline(
        CriticNetwork(
            problem=problem,
            embedding_dim=128,
            hidden_dim=128,
            n_heads=4,
            n_layers=3,
            normalization='layer',
            device=opts.device
        ).to(opts.device)
    )

    # Initialize optimizer
    optimizer = optim.Adam(
        [{'params': model.parameters(), 'lr': opts.lr_model}]
        + [{'params': baseline.get_learnable_parameters(), 'lr': opts.lr_critic}]
    )
    lr_scheduler = optim.lr_scheduler.LambdaLR(optimizer, lambda epoch: 0.985 ** epoch)

    for epoch in range(opts.n_epochs):
        train_epoch(problem, model, optimizer, baseline, lr_scheduler, epoch, tb_logger, opts)
        torch.save(
            {
                'model': get_inner_model(model).state_dict(),
                'optimizer': optimizer.state_dict(),
                'baseline': baseline.state_dict(),
            },
            os.path.join(opts.save_dir, 'epoch-{}.pt'.format(epoch))
        )


if __name__ == "__main__":
    run(get_options())
