"""Train MultiSurv on one TCGA project of the SurvBoard standard setting."""
import argparse

import lightning.pytorch as pl
import numpy as np
import pandas as pd
import torch
from torch.utils.data import DataLoader, Dataset

from multisurv_module import MultiSurv

MODALITIES = ("clinical", "gex", "rppa", "mirna", "mut", "meth", "cnv")


class MultiModalSurvivalDataset(Dataset):
    def __init__(self, frame: pd.DataFrame, modality_columns):
        self.time = torch.tensor(frame["OS_days"].to_numpy(), dtype=torch.float32)
        self.event = torch.tensor(frame["OS"].to_numpy(), dtype=torch.float32)
        self.features = {m: torch.tensor(frame[cols].fillna(0.0).to_numpy(), dtype=torch.float32)
                         for m, cols in modality_columns.items()}

    def __len__(self):
        return len(self.time)

    def __getitem__(self, i):
        item = {m: x[i] for m, x in self.features.items()}
        item["time"] = self.time[i]
        item["event"] = self.event[i]
        return item


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data/processed/TCGA/BRCA_data_complete_modalities_preprocessed.csv")
    parser.add_argument("--split", default="data/splits/TCGA/BRCA_train_splits.csv")
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--batch-size", type=int, default=128)
    args = parser.parse_args()

    frame = pd.read_csv(args.data)
    modality_columns = {m: [c for c in frame.columns if c.startswith(m + "_")] for m in MODALITIES}
    modality_columns = {m: cols for m, cols in modality_columns.items() if cols}
    train_idx = pd.read_csv(args.split).iloc[0].dropna().astype(int).to_numpy()
    test_mask = np.ones(len(frame), dtype=bool)
    test_mask[train_idx] = False

    train_ds = MultiModalSurvivalDataset(frame.iloc[train_idx], modality_columns)
    val_ds = MultiModalSurvivalDataset(frame[test_mask], modality_columns)
    model = MultiSurv({m: len(cols) for m, cols in modality_columns.items()},
                      time_grid=np.quantile(frame["OS_days"], np.linspace(0.05, 0.95, 50)))

    trainer = pl.Trainer(accelerator="gpu", devices=1, max_epochs=args.epochs, gradient_clip_val=3.0,
                         log_every_n_steps=10)
    trainer.fit(model, DataLoader(train_ds, batch_size=args.batch_size, shuffle=True, drop_last=True),
                DataLoader(val_ds, batch_size=512))


if __name__ == "__main__":
    main()
