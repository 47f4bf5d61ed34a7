import argparse

from flcore.clientbase import Client
from flcore.serverbase import Server
from har_data import load_client_loaders, build_model

parser = argparse.ArgumentParser()
parser.add_argument("-dev", "--device", type=str, default="cuda", choices=["cpu", "cuda"])
parser.add_argument("-gr", "--global_rounds", type=int, default=200)
parser.add_argument("-eg", "--eval_gap", type=int, default=1)
parser.add_argument("-lr", "--local_learning_rate", type=float, default=0.01)
args = parser.parse_args()

clients = [Client(args, build_model(), loader) for loader in load_client_loaders("data/UCI_HAR", n_clients=20)]
Server(args, clients).train()
