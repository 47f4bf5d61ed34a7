import torch
import torch.nn as nn

DTYPE = torch.float32
DEVICE = torch.device(
    "cuda" if torch.cuda.is_available() else "mps" if torch.backends.mps.is_available() else "cpu"
)


def get_activation(name):
    if name is None:
        return nn.Identity()
    return {"relu": nn.ReLU(), "silu": nn.SiLU(), "tanh": nn.Tanh(), "elu": nn.ELU()}[name.lower()]


def load_architecture(checkpoints_directory, model=None, device=DEVICE):
    ckpt = torch.load(f"{checkpoints_directory}/checkpoint.pt", map_location=device)
    if model is not None:
        model.load_state_dict(ckpt["model"])
        model.to(device)
    return model, ckpt.get("hyperparameters", {})
