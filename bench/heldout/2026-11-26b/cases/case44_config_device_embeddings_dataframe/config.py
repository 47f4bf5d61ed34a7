import torch

MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
if torch.cuda.is_available():
    DEVICE = "cuda"
elif torch.backends.mps.is_available():
    DEVICE = "mps"
else:
    DEVICE = "cpu"
