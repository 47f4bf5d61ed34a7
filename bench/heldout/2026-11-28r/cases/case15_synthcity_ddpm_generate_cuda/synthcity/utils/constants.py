import torch

DEVICE = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
DEFAULT_BATCH_SIZE = 1024
DEFAULT_N_ITER = 1000
