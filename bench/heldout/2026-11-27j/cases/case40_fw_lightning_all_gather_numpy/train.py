import lightning as L

from module import SegmentationModule
from data import CityscapesDataModule

if __name__ == "__main__":
    model = SegmentationModule(num_classes=19)
    trainer = L.Trainer(accelerator="gpu", devices=4, strategy="ddp", max_epochs=200, check_val_every_n_epoch=5)
    trainer.fit(model, datamodule=CityscapesDataModule("data/cityscapes", batch_size=8))
