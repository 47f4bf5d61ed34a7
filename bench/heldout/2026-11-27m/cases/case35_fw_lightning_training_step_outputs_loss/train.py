import lightning as L
import torch.nn as nn

from datamodule import MNISTDataModule
from module import LitClassifier


def main():
    L.seed_everything(12345)
    net = nn.Sequential(nn.Flatten(), nn.Linear(28 * 28, 512), nn.ReLU(), nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10))
    model = LitClassifier(net, num_classes=10, lr=1e-3)
    trainer = L.Trainer(accelerator="gpu", devices=1, max_epochs=20, log_every_n_steps=50)
    trainer.fit(model, datamodule=MNISTDataModule(batch_size=128))


if __name__ == "__main__":
    main()
