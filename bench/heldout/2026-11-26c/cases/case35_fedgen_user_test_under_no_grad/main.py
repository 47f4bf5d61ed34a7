#!/usr/bin/env python
import argparse
import torch

from FLAlgorithms.servers.serverFedGen import FedGen
from utils.model_utils import create_model
from utils.plot_utils import *


def create_server_n_user(args, i):
    model = create_model(args.model, args.dataset, args.algorithm)
    if 'FedGen' in args.algorithm:
        server = FedGen(args, model, i)
    else:
        raise NotImplementedError
    return server


def run_job(args, i):
    torch.manual_seed(i)
    print("\n\n         [ Start training iteration {} ]           \n\n".format(i))
    server = create_server_n_user(args, i)
    if args.train:
        server.train(args)
        server.test()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", type=str, default="Mnist-alpha0.1-ratio0.5")
    parser.add_argument("--model", type=str, default="cnn")
    parser.add_argument("--train", type=int, default=1, choices=[0, 1])
    parser.add_argument("--algorithm", type=str, default="FedGen")
    parser.add_argument("--batch_size", type=int, default=32)
    parser.add_argument("--learning_rate", type=float, default=0.01)
    parser.add_argument("--num_glob_iters", type=int, default=200)
    parser.add_argument("--local_epochs", type=int, default=20)
    parser.add_argument("--num_users", type=int, default=10)
    parser.add_argument("--times", type=int, default=3)
    parser.add_argument("--result_path", type=str, default="results")
    args = parser.parse_args()
    for i in range(args.times):
        run_job(args, i)
