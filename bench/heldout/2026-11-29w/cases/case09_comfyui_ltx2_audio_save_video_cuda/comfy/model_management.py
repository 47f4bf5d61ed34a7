import torch


def get_torch_device():
    if torch.cuda.is_available():
        return torch.device(torch.cuda.current_device())
    return torch.device("cpu")


def intermediate_device():
    return torch.device("cpu")
