from typing import List, Optional

import hydra
import lightning as L
import rootutils
from lightning import Callback, LightningDataModule, LightningModule, Trainer
from lightning.pytorch.loggers import Logger
from omegaconf import DictConfig

rootutils.setup_root(__file__, indicator=".project-root", pythonpath=True)

from src.utils import instantiate_callbacks, instantiate_loggers, log_hyperparameters  # noqa: E402


def train(cfg: DictConfig) -> Optional[float]:
    if cfg.get("seed"):
        L.seed_everything(cfg.seed, workers=True)

    datamodule: LightningDataModule = hydra.utils.instantiate(cfg.data)
    model: LightningModule = hydra.utils.instantiate(cfg.model)
    callbacks: List[Callback] = instantiate_callbacks(cfg.get("callbacks"))
    logger: List[Logger] = instantiate_loggers(cfg.get("logger"))

    # configs/trainer/gpu.yaml: accelerator: gpu, devices: 1, max_epochs: 100
    trainer: Trainer = hydra.utils.instantiate(cfg.trainer, callbacks=callbacks, logger=logger)

    log_hyperparameters({"cfg": cfg, "model": model, "trainer": trainer})

    if cfg.get("train"):
        trainer.fit(model=model, datamodule=datamodule, ckpt_path=cfg.get("ckpt_path"))

    if cfg.get("test"):
        ckpt_path = trainer.checkpoint_callback.best_model_path or None
        trainer.test(model=model, datamodule=datamodule, ckpt_path=ckpt_path)

    return trainer.callback_metrics.get(cfg.get("optimized_metric"))


@hydra.main(version_base="1.3", config_path="../configs", config_name="train.yaml")
def main(cfg: DictConfig) -> Optional[float]:
    metric = train(cfg)
    return None if metric is None else float(metric)


if __name__ == "__main__":
    main()
