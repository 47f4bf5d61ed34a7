"""Build the retrieval network and load its weights."""
import torch

from models.resnet_gem import resnet101_gem


def load_net(checkpoint, device="cpu"):
    """Return the network in eval mode on `device` (the practical session machines have no GPU)."""
    net = resnet101_gem()
    state = torch.load(checkpoint, map_location="cpu")
    net.load_state_dict(state["state_dict"])
    net.to(device)
    net.eval()
    return net


def load_db_features(path):
    return torch.load(path, map_location="cpu")["features"]
