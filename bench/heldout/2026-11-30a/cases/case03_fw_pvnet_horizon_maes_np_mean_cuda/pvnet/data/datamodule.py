"""Data module for pytorch lightning, reading batches presaved with `save_batches.py`"""
import glob

import torch
from lightning.pytorch import LightningDataModule
from torch.utils.data import DataLoader, Dataset


class PresavedBatchDataset(Dataset):
    """Each item is one whole batch, a dict of tensors keyed by `BatchKey`, saved with `torch.save`."""

    def __init__(self, batch_dir: str, split: str):
        self.files = sorted(glob.glob(f"{batch_dir}/{split}/*.pt"))
        if not self.files:
            raise FileNotFoundError(f"no presaved batches in {batch_dir}/{split}")

    def __len__(self):
        return len(self.files)

    def __getitem__(self, idx):
        # loaded on the host: Lightning moves each batch to the model's device
        return torch.load(self.files[idx], map_location="cpu")


def _identity(batch_list):
    # the items are already batches
    return batch_list[0]


class DataModule(LightningDataModule):
    """Datamodule for training pvnet on presaved batches."""

    def __init__(self, batch_dir: str, num_workers: int = 0, prefetch_factor: int = 2):
        super().__init__()
        self.batch_dir = batch_dir
        self._common_dataloader_kwargs = dict(
            batch_size=1,
            collate_fn=_identity,
            num_workers=num_workers,
            prefetch_factor=prefetch_factor if num_workers > 0 else None,
            pin_memory=False,
        )

    def train_dataloader(self):
        return DataLoader(PresavedBatchDataset(self.batch_dir, "train"), shuffle=True, **self._common_dataloader_kwargs)

    def val_dataloader(self):
        return DataLoader(PresavedBatchDataset(self.batch_dir, "val"), shuffle=False, **self._common_dataloader_kwargs)
