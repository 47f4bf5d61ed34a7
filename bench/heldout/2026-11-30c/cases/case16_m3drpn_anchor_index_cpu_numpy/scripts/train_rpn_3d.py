# -----------------------------------------
# python modules
# -----------------------------------------
from getopt import getopt
from time import time
import logging
import numpy as np
import sys
import os

sys.path.append(os.getcwd())
np.set_printoptions(suppress=True)

# -----------------------------------------
# custom modules
# -----------------------------------------
from lib.core import init_config, init_torch, init_training_model, adjust_lr, next_iteration, compute_stats, log_stats
from lib.imdb_util import Dataset
from lib.loss.rpn_3d import RPN_3D_loss
from lib.rpn_util import generate_anchors, compute_bbox_stats


def main(argv):

    # -----------------------------------------
    # parse arguments
    # -----------------------------------------
    opts, args = getopt(argv, '', ['config=', 'data='])
    conf_name, data_root = None, 'data'
    for opt, arg in opts:
        if opt in ('--config'): conf_name = arg
        if opt in ('--data'): data_root = arg

    # required opt
    if conf_name is None:
        raise ValueError('Please provide a configuration file name, e.g., --config=<config_name>')

    # -----------------------------------------
    # basic setup
    # -----------------------------------------
    logging.basicConfig(level=logging.INFO)
    conf = init_config(conf_name)
    init_torch(conf.rng_seed, conf.cuda_seed)

    dataset = Dataset(conf, data_root)

    generate_anchors(conf, dataset.imdb)
    compute_bbox_stats(conf, dataset.imdb)

    # -----------------------------------------
    # network and loss
    # -----------------------------------------
    rpn_net, optimizer = init_training_model(conf)
    criterion_det = RPN_3D_loss(conf)

    optimizer.zero_grad()
    start_time = time()
    tracker, iterator = {}, None

    # -----------------------------------------
    # train
    # -----------------------------------------
    for iteration in range(0, conf.max_iter):

        # next iteration
        iterator, images, imobjs = next_iteration(dataset.loader, iterator)

        #  learning rate
        adjust_lr(conf, optimizer, iteration)

        # forward
        cls, prob, bbox_2d, bbox_3d, feat_size = rpn_net(images.cuda())

        # loss
        det_loss, det_stats = criterion_det(cls, prob, bbox_2d, bbox_3d, imobjs, feat_size)

        # backprop
        if det_loss > 0:
            det_loss.backward()
            optimizer.step()
            optimizer.zero_grad()

        # keep track of stats
        compute_stats(tracker, det_stats)

        if (iteration + 1) % conf.display == 0:
            log_stats(tracker, iteration, start_time, 0, conf.max_iter)
            tracker = {}


# run from command line
if __name__ == "__main__":
    main(sys.argv[1:])
