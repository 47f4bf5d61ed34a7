"""Run settings for the curve-fitting exercise."""
import torch

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
N_POINTS = 200
EPOCHS = 300
LR = 0.01
