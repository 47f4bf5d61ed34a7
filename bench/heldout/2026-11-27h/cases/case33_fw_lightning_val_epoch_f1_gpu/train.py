"""Train MyModel on MNIST with two GPUs."""
import lightning as L
from torch.utils.data import DataLoader, random_split
from torchvision import transforms
from torchvision.datasets import MNIST

from module import MyModel

dataset = MNIST("data", train=True, download=True, transform=transforms.ToTensor())
train_set, val_set = random_split(dataset, [55000, 5000])
trainer = L.Trainer(accelerator="gpu", devices=2, strategy="ddp", max_epochs=5)
trainer.fit(MyModel(), DataLoader(train_set, batch_size=64, num_workers=4),
            DataLoader(val_set, batch_size=256, num_workers=4))
