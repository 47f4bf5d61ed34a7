import torch


def get_device(prefer_gpu: bool = False) -> torch.device:
    """Inference workers in this deployment are CPU-only; the flag is kept for API compatibility."""
    return torch.device("cpu")


def load_classifier(path, device):
    model = torch.jit.load(path, map_location=device)
    return model.eval()
