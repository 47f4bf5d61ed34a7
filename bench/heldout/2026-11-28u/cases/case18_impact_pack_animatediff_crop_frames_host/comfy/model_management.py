"""Reduced copy of ComfyUI's device bookkeeping (only what the Impact Pack nodes below call)."""
import torch

DISABLE_SMART_MEMORY = False


def is_intel_xpu():
    return hasattr(torch, "xpu") and torch.xpu.is_available()


def get_torch_device():
    if torch.cuda.is_available():
        return torch.device("cuda", torch.cuda.current_device())
    if is_intel_xpu():
        return torch.device("xpu", torch.xpu.current_device())
    return torch.device("cpu")


def intermediate_device():
    return torch.device("cpu")


def soft_empty_cache():
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
        torch.cuda.ipc_collect()
