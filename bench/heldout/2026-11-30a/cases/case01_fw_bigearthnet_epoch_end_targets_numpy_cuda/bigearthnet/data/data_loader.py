import logging
import pathlib
import typing

import hub
import numpy as np
import pytorch_lightning as pl
import torch.utils.data.dataset
import torch.utils.data.dataloader
from hydra.utils import instantiate
from torchvision import transforms

logger = logging.getLogger(__name__)


class HubDataset(torch.utils.data.dataset.Dataset):
    """Dataset class used to iterate over the BigEarthNet-S2 data."""

    def __init__(self, dataset_path: pathlib.Path, transforms=None, **extra_hub_kwargs):
        """Initialize the BigEarthNet-S2 hub dataset (in read-only mode)."""
        self.dataset_path = dataset_path
        self.dataset = hub.load(str(self.dataset_path), read_only=True, **extra_hub_kwargs)
        self.transforms = transforms

    def __len__(self) -> int:
        return len(self.dataset)

    def __getitem__(self, idx: int) -> typing.Dict[str, typing.Any]:
        """Returns a single sample: the patch as float32 and its labels as a one-hot int16 vector."""
        item = self.dataset[int(idx)]  # cast in case we're using numpy ints or something similar

        labels_idx = item["labels"].numpy()
        onehot_labels = np.zeros((len(self.class_names),), dtype=np.int16)
        onehot_labels[labels_idx] = 1
        labels = torch.tensor(onehot_labels)

        img_data = item["data"].numpy().astype(np.float32)
        img_data = torch.tensor(img_data)
        if self.transforms:
            img_data = self.transforms(img_data)
        return {"data": img_data, "labels": labels}

    @property
    def class_names(self) -> typing.List[str]:
        """Returns the list of class names that correspond to the label indices in the dataset."""
        return list(self.dataset.info.class_names)


class DataModule(pl.LightningDataModule):
    """Prepares the BigEarthNet-S2 hub datasets and instantiates the data loaders."""

    def __init__(self, dataset_path: str, batch_size: int, num_workers: int = 0, transforms=None, **extra_hub_kwargs):
        super().__init__()
        self.dataset_path = pathlib.Path(dataset_path)
        self.batch_size = batch_size
        self.num_workers = num_workers
        self._extra_hub_kwargs = extra_hub_kwargs
        self.train_dataset, self.valid_dataset, self.test_dataset = None, None, None
        self.transforms = transforms

    def setup(self, stage=None) -> None:
        """Opens the train/val/test splits (each a hub dataset folder)."""
        if stage in ("fit", None) and self.train_dataset is None:
            self.train_dataset = HubDataset(self.dataset_path / "train", self.transforms, **self._extra_hub_kwargs)
            self.valid_dataset = HubDataset(self.dataset_path / "val", self.transforms, **self._extra_hub_kwargs)
        if stage in ("test", None) and self.test_dataset is None:
            self.test_dataset = HubDataset(self.dataset_path / "test", self.transforms, **self._extra_hub_kwargs)

    @property
    def class_names(self) -> typing.List[str]:
        return self.train_dataset.class_names

    def _loader(self, dataset, shuffle):
        assert dataset is not None, "must call 'setup' first!"
        return torch.utils.data.dataloader.DataLoader(
            dataset=dataset,
            batch_size=self.batch_size,
            shuffle=shuffle,
            num_workers=self.num_workers,
        )

    def train_dataloader(self):
        return self._loader(self.train_dataset, shuffle=True)

    def val_dataloader(self):
        return self._loader(self.valid_dataset, shuffle=False)

    def test_dataloader(self):
        return self._loader(self.test_dataset, shuffle=False)


def load_transforms(cfg):
    if cfg.get("transforms"):
        return transforms.Compose([instantiate(T) for T in cfg.transforms])
    return None


def load_datamodule(cfg):
    data_module = DataModule(transforms=load_transforms(cfg), **cfg.datamodule)
    data_module.setup()
    return data_module
