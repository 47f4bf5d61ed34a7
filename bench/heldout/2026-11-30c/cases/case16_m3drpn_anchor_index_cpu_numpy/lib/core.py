"""
This file is meant to contain all functions of the detective framework
which are "specific" to the framework but generic among experiments.
"""
import importlib
import logging
import random

import numpy as np
import torch


def init_config(conf_name):
    """Loads configuration file, by checking for the conf_name.py configuration file as ./config/<conf_name>.py."""
    conf = importlib.import_module('scripts.config.' + conf_name).Config()
    return conf


def init_torch(rng_seed, cuda_seed):
    """Initializes the seeds for ALL potential randomness, including torch, numpy, and random packages."""
    torch.manual_seed(rng_seed)
    np.random.seed(rng_seed)
    random.seed(rng_seed)
    torch.cuda.manual_seed_all(cuda_seed)

    # make the code deterministic
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False


def init_training_model(conf):
    """Loads the training model ./models/<conf.model>.py and its optimizer; the model is trained on the GPU(s)."""
    network = importlib.import_module('models.' + conf.model).build(conf, 'train')

    # multi-gpu
    network = torch.nn.DataParallel(network).cuda()

    if conf.solver_type.lower() == 'sgd':
        optimizer = torch.optim.SGD(network.parameters(), lr=conf.lr, momentum=conf.momentum,
                                    weight_decay=conf.weight_decay)
    elif conf.solver_type.lower() == 'adam':
        optimizer = torch.optim.Adam(network.parameters(), lr=conf.lr, weight_decay=conf.weight_decay)
    else:
        raise ValueError('{} optimizer not understood'.format(conf.solver_type))

    return network, optimizer


def adjust_lr(conf, optimizer, iter):
    """Adjusts the learning rate of an optimizer according to iteration and configuration (poly policy)."""
    if conf.lr_policy == 'poly':
        lr = conf.lr_target + (conf.lr - conf.lr_target) * (1 - iter / conf.max_iter) ** 0.9
    else:
        lr = conf.lr
    for param_group in optimizer.param_groups:
        param_group['lr'] = lr


def next_iteration(loader, iterator):
    """Loads the next iteration of 'iterator' OR makes a new epoch using 'loader'."""
    # create if none
    if iterator == None: iterator = iter(loader)

    # next batch
    try:
        images, imobjs = next(iterator)

    # new epoch / shuffle
    except StopIteration:
        iterator = iter(loader)
        images, imobjs = next(iterator)

    return iterator, images, imobjs


def compute_stats(tracker, stats):
    """Copies any arbitrary statistics which appear in 'stats' into 'tracker' (lists of floats per name)."""
    for stat in stats:
        tracker.setdefault(stat['group'] + '_' + stat['name'], []).append(stat['val'])


def log_stats(tracker, iteration, start_time, start_iter, max_iter):
    """Logs the mean of every tracked statistic."""
    means = ', '.join('{}: {:0.4f}'.format(key, float(np.mean(vals))) for key, vals in sorted(tracker.items()))
    logging.info('iter: {}/{}, {}'.format(iteration + 1, max_iter, means))
