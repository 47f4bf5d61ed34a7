import hydra
import lightning.pytorch as pl
import torch
from lightning.pytorch.callbacks import EarlyStopping, ModelCheckpoint
from omegaconf import DictConfig

from pvnet.models.late_fusion import LateFusionModel
from pvnet.training.lightning_module import PVNetLightningModule
from pvnet.data.datamodule import PVNetDataModule


@hydra.main(config_path="configs", config_name="config.yaml", version_base="1.2")
def main(config: DictConfig):
    torch.set_float32_matmul_precision("high")
    datamodule = PVNetDataModule(**config.datamodule)
    model = LateFusionModel(**config.model)
    module = PVNetLightningModule(model, optimizer_lr=config.optimizer.lr)
    trainer = pl.Trainer(
        accelerator="gpu",
        devices=1,
        precision="bf16-mixed",
        max_epochs=config.trainer.max_epochs,
        callbacks=[ModelCheckpoint(monitor="val/MAE", mode="min"),
                   EarlyStopping(monitor="val/MAE", patience=10)],
    )
    trainer.fit(module, datamodule=datamodule)


if __name__ == "__main__":
    main()
