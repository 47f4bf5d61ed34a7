import lightning.pytorch as pl
from torchvision.models import resnet18

from callbacks import LossHistory
from module import LitClassifier
from data import cifar10_loaders

train_loader, val_loader = cifar10_loaders(batch_size=128)
trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=10, callbacks=[LossHistory()])
trainer.fit(LitClassifier(resnet18(num_classes=10)), train_loader, val_loader)
