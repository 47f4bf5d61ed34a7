#! /usr/bin/env python3
"""Calculates the influence of every CIFAR-10 training image on the first
test image of each class, with the model trained by
`train_influence_functions.py`.

Usage:
    python train_influence_functions.py   # writes ./cifar_net.pth
    python test_influence_functions.py    # writes outdir/influence_results.json
"""

import argparse
import logging

import pytorch_influence_functions as ptif
from train_influence_functions import load_model, load_data


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--outdir', default=None)
    parser.add_argument('--test-sample-num', type=int, default=None)
    parser.add_argument('--recursion-depth', type=int, default=None)
    parser.add_argument('--log', default='logfile.log')
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
    config = ptif.get_default_config()
    if args.outdir:
        config['outdir'] = args.outdir
    if args.test_sample_num:
        config['test_sample_num'] = args.test_sample_num
    if args.recursion_depth:
        config['recursion_depth'] = args.recursion_depth

    model = load_model()
    trainloader, testloader = load_data()
    ptif.init_logging(args.log)
    logging.info(f"Running on GPU {config['gpu']}, recursion depth "
                 f"{config['recursion_depth']}")
    influences = ptif.calc_img_wise(config, model, trainloader, testloader)
    for test_id, result in influences.items():
        logging.info(f"test image {test_id} (label {result['label']}): "
                     f"most harmful {result['harmful'][:5]}, "
                     f"most helpful {result['helpful'][:5]}")
