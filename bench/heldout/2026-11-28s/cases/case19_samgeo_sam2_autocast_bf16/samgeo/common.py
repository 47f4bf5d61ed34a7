import torch


def choose_device(empty_cache=True):
    if torch.cuda.is_available():
        device = "cuda"
    elif torch.backends.mps.is_available():
        device = "mps"
    else:
        device = "cpu"
    if device == "cuda" and empty_cache:
        torch.cuda.empty_cache()
    return device


def set_precision(device):
    if device == "cuda":
        # use bfloat16 for the entire session
        torch.autocast(device_type="cuda", dtype=torch.bfloat16).__enter__()
        if torch.cuda.get_device_properties(0).major >= 8:
            torch.backends.cuda.matmul.allow_tf32 = True
            torch.backends.cudnn.allow_tf32 = True
