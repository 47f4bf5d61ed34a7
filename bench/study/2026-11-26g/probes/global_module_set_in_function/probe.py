import torch
import torch.nn as nn


class Enc(nn.Module):
    def __init__(self, device):
        super().__init__()
        self.lin = nn.Linear(4, 4).to(device)

    def forward(self, x):
        return self.lin(x)


_model = None
_device = None


def load_model():
    global _model, _device
    _device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    _model = Enc(_device)
    _model.eval()


def embed(batch):
    frames = torch.from_numpy(batch).to(_device)
    return _model.forward(frames).detach().numpy()  # bug: cuda (RTVC encoder/inference.py:53-54)


def embed_grad(batch):
    frames = torch.from_numpy(batch).to(_device)
    return _model.forward(frames).cpu().numpy()  # bug: requires grad


def embed_local(batch):
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = Enc(device)
    frames = torch.from_numpy(batch).to(device)
    return model.forward(frames).detach().numpy()  # bug, contrast: same with locals
