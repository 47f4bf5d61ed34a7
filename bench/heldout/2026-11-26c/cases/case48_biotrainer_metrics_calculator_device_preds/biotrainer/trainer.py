import torch

from .solvers.Solver import Solver
from .models import FNN
from .datasets import get_dataloaders
from .utilities.config import DEFAULTS


def pipeline(embeddings_file: str, labels_file: str, **config):
    cfg = {**DEFAULTS, **config}
    train_loader, val_loader = get_dataloaders(embeddings_file, labels_file, batch_size=cfg["batch_size"])
    network = FNN(in_features=1024, out_features=1)
    optimizer = torch.optim.Adam(network.parameters(), lr=cfg["learning_rate"])
    solver = Solver(network, optimizer, torch.nn.MSELoss(), protocol="sequence_to_value",
                    device=cfg["device"], num_epochs=cfg["num_epochs"], patience=cfg["patience"])
    return solver.train(train_loader, val_loader)
