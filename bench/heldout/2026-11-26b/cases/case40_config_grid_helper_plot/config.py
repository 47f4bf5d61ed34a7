import torch

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
N_TRAIN = 256
N_EVAL = 1000
EPOCHS = 2000
