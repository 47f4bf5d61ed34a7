import lightning.pytorch as pl
import torch.nn as nn

from algorithms.cacm import CACM
from datasets import MNISTCausalAttribute, get_loaders

dataset = MNISTCausalAttribute("data")
loaders = get_loaders(dataset, train_envs=[0, 1], batch_size=64)
model = nn.Sequential(nn.Flatten(), nn.Linear(2 * 14 * 14, 128), nn.ReLU(), nn.Linear(128, 2))
algorithm = CACM(model, lr=1e-3, gamma=1e-2, lambda_causal=100.0)

trainer = pl.Trainer(devices=1, max_epochs=5)
trainer.fit(algorithm, loaders["train_loaders"], loaders["val_loaders"])
