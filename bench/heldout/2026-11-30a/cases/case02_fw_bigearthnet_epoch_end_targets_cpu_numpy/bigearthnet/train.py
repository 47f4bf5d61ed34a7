import logging

import hydra
import pytorch_lightning as pl
from omegaconf import DictConfig, OmegaConf
from pytorch_lightning.callbacks import ModelCheckpoint
from pytorch_lightning.loggers import TensorBoardLogger

from bigearthnet.data.data_loader import load_datamodule
from bigearthnet.pl_modules.lightning_module import LitModel

log = logging.getLogger(__name__)


def load_callbacks(cfg):
    callbacks = []

    last_model_checkpoint = ModelCheckpoint(
        save_top_k=1,
        monitor="step",
        mode="max",
        filename="last-model",
    )
    callbacks.append(last_model_checkpoint)

    best_model_checkpoint = ModelCheckpoint(
        save_top_k=1,
        monitor=f"{cfg.monitor.name}/val",
        mode=cfg.monitor.mode,
        filename="best-model-{epoch:02d}",
    )
    callbacks.append(best_model_checkpoint)
    return callbacks


def trainer_kwargs(cfg):
    # the cluster job used to pass `+trainer.accelerator='gpu' +trainer.devices=1` on the command line
    kwargs = {"accelerator": "gpu", "devices": 1, "max_epochs": 5}
    if "trainer" in cfg:
        kwargs.update(OmegaConf.to_container(cfg.trainer, resolve=True))
    return kwargs


@hydra.main(config_path="configs", config_name="config")
def main(cfg: DictConfig):
    log.info("Beginning training...")
    log.info(f"Configurations specified: {cfg}")
    OmegaConf.save(cfg, "exp_config.yaml")

    model = LitModel(cfg)
    datamodule = load_datamodule(cfg)
    callbacks = load_callbacks(cfg)
    logger = TensorBoardLogger(**cfg.logger)

    trainer = pl.Trainer(**trainer_kwargs(cfg), callbacks=callbacks, logger=logger)
    trainer.fit(model, datamodule=datamodule)
    log.info("Training Done.")


if __name__ == "__main__":
    main()
