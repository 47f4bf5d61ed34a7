"""Data: vocabulary index, padded batches, collator and datamodule.

Anything which has a tensor member should inherit from nn.Module, run the
superclass constructor, and register the tensor as a buffer. This enables the
Trainer to move them to the appropriate device."""

import csv
from typing import List, Optional, Tuple

import pytorch_lightning as pl
import torch
from torch import nn
from torch.utils import data as torch_data

PAD, START, END, UNK = "<P>", "<S>", "<E>", "<UNK>"


class Index:
    """Maps symbols to integers."""

    def __init__(self, symbols: List[str]):
        self.symbols = [PAD, START, END, UNK] + sorted(set(symbols))
        self.lookup = {s: i for i, s in enumerate(self.symbols)}
        self.pad_idx, self.start_idx, self.end_idx, self.unk_idx = 0, 1, 2, 3

    def __len__(self) -> int:
        return len(self.symbols)

    def encode(self, string: str) -> torch.Tensor:
        ids = [self.lookup.get(s, self.unk_idx) for s in string] + [self.end_idx]
        return torch.tensor(ids, dtype=torch.long)


class PaddedTensor(nn.Module):
    """A tensor and its mask."""

    def __init__(self, tensorlist: List[torch.Tensor], pad_idx: int):
        super().__init__()
        pad_len = max(len(tensor) for tensor in tensorlist)
        self.register_buffer(
            "padded",
            torch.stack(
                [
                    nn.functional.pad(t, (0, pad_len - len(t)), "constant", pad_idx)
                    for t in tensorlist
                ]
            ),
        )
        self.register_buffer("mask", self.padded == pad_idx)

    def __len__(self) -> int:
        return len(self.padded)

    def lengths(self) -> torch.Tensor:
        # By convention we want this tensor on CPU.
        return (self.mask == 0).sum(dim=1).cpu()


class PaddedBatch(nn.Module):
    """Padded source tensor, with an optional padded target tensor."""

    def __init__(self, source: PaddedTensor, target: Optional[PaddedTensor] = None):
        super().__init__()
        self.register_module("source", source)
        self.register_module("target", target)

    @property
    def has_target(self) -> bool:
        return self.target is not None

    def __len__(self) -> int:
        return len(self.source)


class Collator:
    def __init__(self, pad_idx: int):
        self.pad_idx = pad_idx

    def __call__(self, items: List[Tuple[torch.Tensor, torch.Tensor]]) -> PaddedBatch:
        source = PaddedTensor([s for s, _ in items], self.pad_idx)
        target = PaddedTensor([t for _, t in items], self.pad_idx)
        return PaddedBatch(source, target)


class DataModule(pl.LightningDataModule):
    """Reads two-column TSV files (source, target)."""

    def __init__(self, train: str, val: str, batch_size: int = 32):
        super().__init__()
        self.train_rows = self._read(train)
        self.val_rows = self._read(val)
        self.batch_size = batch_size
        symbols = [c for row in self.train_rows for col in row for c in col]
        self.index = Index(symbols)
        self.collator = Collator(self.index.pad_idx)

    @staticmethod
    def _read(path: str) -> List[Tuple[str, str]]:
        with open(path, encoding="utf-8") as source:
            return [(row[0], row[1]) for row in csv.reader(source, delimiter="\t")]

    def _dataset(self, rows):
        return [(self.index.encode(s), self.index.encode(t)) for s, t in rows]

    def train_dataloader(self) -> torch_data.DataLoader:
        return torch_data.DataLoader(
            self._dataset(self.train_rows),
            collate_fn=self.collator,
            batch_size=self.batch_size,
            shuffle=True,
        )

    def val_dataloader(self) -> torch_data.DataLoader:
        return torch_data.DataLoader(
            self._dataset(self.val_rows),
            collate_fn=self.collator,
            batch_size=self.batch_size,
        )
