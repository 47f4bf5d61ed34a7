"""Which device each kind of tensor lives on."""

import logging

import torch

from comfy.cli_args import args

cpu_state_cpu = args.cpu


def get_torch_device() -> torch.device:
    """The device models run on."""
    if cpu_state_cpu:
        return torch.device("cpu")
    if torch.cuda.is_available():
        return torch.device(torch.cuda.current_device())
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")


def unet_offload_device() -> torch.device:
    if args.highvram or args.gpu_only:
        return get_torch_device()
    return torch.device("cpu")


def vae_device() -> torch.device:
    return get_torch_device()


def vae_offload_device() -> torch.device:
    if args.gpu_only:
        return get_torch_device()
    return torch.device("cpu")


def vae_dtype(device: torch.device = None) -> torch.dtype:
    if args.force_fp32:
        return torch.float32
    if device is not None and device.type == "cuda" and torch.cuda.is_bf16_supported():
        return torch.bfloat16
    return torch.float32


def intermediate_device() -> torch.device:
    """Where node outputs (decoded images, audio, latents) are kept between nodes."""
    if args.gpu_only:
        return get_torch_device()
    else:
        return torch.device("cpu")


def soft_empty_cache() -> None:
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


logging.info("Device: %s", get_torch_device())
logging.info("Intermediate device: %s", intermediate_device())
