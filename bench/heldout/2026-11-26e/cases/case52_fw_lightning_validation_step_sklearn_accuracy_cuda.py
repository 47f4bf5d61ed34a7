# expect: TL003
# source: https://github.com/Lightning-AI/pytorch-lightning/issues/1429
# note: the MNIST LightningModule from the thread: validation_step runs on the GPU the Trainer uses (accelerator="gpu") inside Lightning's
#       no-grad evaluation loop, and sklearn's accuracy_score(y, preds) converts the cuda label/prediction tensors (device only).
import pytorch_lightning as pl
import torch
from sklearn.metrics import accuracy_score
from torch.nn import functional as F
from torch.utils.data import DataLoader
from torchvision import transforms
from torchvision.datasets import MNIST


class MNISTModel(pl.LightningModule):
    def __init__(self, lr=1e-3):
        super().__init__()
        self.save_hyperparameters()
        self.conv1 = torch.nn.Conv2d(1, 10, kernel_size=3)
        self.pool1 = torch.nn.MaxPool2d(2)
        self.conv2 = torch.nn.Conv2d(10, 20, kernel_size=3)
        self.pool2 = torch.nn.MaxPool2d(2)
        self.fc3 = torch.nn.Linear(20 * 5 * 5, 270)
        self.fc4 = torch.nn.Linear(270, 10)

    def forward(self, x):
        x = self.pool1(F.relu(self.conv1(x)))
        x = self.pool2(F.relu(self.conv2(x)))
        x = x.view(x.size(0), -1)
        return F.log_softmax(self.fc4(F.relu(self.fc3(x))), dim=1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.nll_loss(self(x), y)
        self.log("train_loss", loss)
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        y_hat = self(x)
        loss = F.nll_loss(y_hat, y)
        preds = torch.argmax(y_hat, dim=1)
        acc = accuracy_score(y, preds)
        self.log("val_loss", loss)
        self.log("val_acc", acc)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


if __name__ == "__main__":
    ds = MNIST(".", train=True, download=True, transform=transforms.ToTensor())
    val = MNIST(".", train=False, download=True, transform=transforms.ToTensor())
    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=5)
    trainer.fit(MNISTModel(), DataLoader(ds, batch_size=64, shuffle=True), DataLoader(val, batch_size=256))
