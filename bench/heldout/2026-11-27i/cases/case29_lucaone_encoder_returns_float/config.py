"""Settings for the embedding export."""
import torch

MODEL_DIR = "models/lucaone-gplm"
DEVICE = torch.device("cuda:0")
# bf16 halves the memory of the 1.8B-parameter encoder on A100/H100
DTYPE = torch.bfloat16
MAX_LEN = 4096
