import torch

# Training config (mirrors the [model] section of the TOML the trainer reads).
MODEL_PATH = "models/sdxl-vae"
DTYPE = torch.bfloat16          # weights and activations of the frozen VAE
DEVICE = "cuda"
CACHE_DIR = "cache/latents"
RESOLUTION = 1024
BATCH_SIZE = 4
SEED = 42
