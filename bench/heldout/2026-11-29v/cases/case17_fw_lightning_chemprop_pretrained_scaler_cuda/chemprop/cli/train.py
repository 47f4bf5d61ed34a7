import os

import lightning.pytorch as pl
import numpy as np
import torch
from lightning.pytorch.callbacks import ModelCheckpoint
from sklearn.preprocessing import StandardScaler
from torch.utils.data import DataLoader, TensorDataset

from chemprop.models.model import MPNN, save_model


class MoleculeDataset:
    def __init__(self, X, Y):
        self.X = np.asarray(X, dtype=np.float32)
        self.Y = np.asarray(Y, dtype=np.float32)

    def normalize_targets(self, scaler=None):
        if scaler is None:
            scaler = StandardScaler().fit(self.Y)
        self.Y = ((self.Y - scaler.mean_) / scaler.scale_).astype(np.float32)
        return scaler

    def loader(self, batch_size=64, shuffle=False):
        return DataLoader(TensorDataset(torch.from_numpy(self.X), torch.from_numpy(self.Y)), batch_size=batch_size, shuffle=shuffle)


def make_split(n, rng, shift=0.0):
    X = rng.standard_normal((n, 64))
    Y = X[:, :3].sum(axis=1, keepdims=True) * 2.0 + 5.0 + shift
    return MoleculeDataset(X, Y)


def load_and_use_pretrained_model_scalers(model_path, train_dset, val_dset):
    _model = MPNN.load_from_file(model_path)
    scaler = _model.predictor.output_transform.to_standard_scaler()
    train_dset.normalize_targets(scaler)
    val_dset.normalize_targets(scaler)


def fit(model, train_dset, val_dset, output_dir, epochs):
    checkpointing = ModelCheckpoint(output_dir, monitor="val_loss", mode="min", save_last=True)
    trainer = pl.Trainer(accelerator="auto", devices=1, max_epochs=epochs, callbacks=[checkpointing], logger=False, enable_progress_bar=False)
    trainer.fit(model, train_dset.loader(shuffle=True), val_dset.loader())
    best_model_path = checkpointing.best_model_path
    return model.__class__.load_from_checkpoint(best_model_path)


def main(output_dir="chemprop_out"):
    rng = np.random.default_rng(0)
    os.makedirs(output_dir, exist_ok=True)

    # 1. pre-train on the large data set
    train_dset, val_dset = make_split(2048, rng), make_split(256, rng)
    output_scaler = train_dset.normalize_targets()
    val_dset.normalize_targets(output_scaler)
    model = MPNN(output_mean=output_scaler.mean_, output_scale=output_scaler.scale_)
    model = fit(model, train_dset, val_dset, os.path.join(output_dir, "pretrain"), epochs=5)
    model_path = os.path.join(output_dir, "pretrain", "best.pt")
    save_model(model_path, model)

    # 2. fine-tune on the small data set with the encoder frozen, scaling targets like the pre-trained model
    ft_train, ft_val = make_split(256, rng, shift=1.0), make_split(64, rng, shift=1.0)
    load_and_use_pretrained_model_scalers(model_path, ft_train, ft_val)
    ft_model = MPNN.load_from_file(model_path)
    ft_model.message_passing.requires_grad_(False)
    ft_model = fit(ft_model, ft_train, ft_val, os.path.join(output_dir, "finetune"), epochs=5)
    save_model(os.path.join(output_dir, "finetune", "best.pt"), ft_model)


if __name__ == "__main__":
    main()
