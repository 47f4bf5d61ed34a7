"""Padded batches and a minimal datamodule.

Anything which has a tensor member inherits from nn.Module and registers the
tensor as a buffer: this is what lets the Trainer move a whole batch to the
accelerator with `batch.to(device)`.
"""

from typing import List, Tuple

import pytorch_lightning as pl
import torch
from torch import nn
from torch.utils import data

PAD_IDX = 0
START_IDX = 1
END_IDX = 2


class PaddedTensor(nn.Module):
    """A padded tensor and its mask."""

    padded: torch.Tensor
    mask: torch.Tensor

    def __init__(self, tensorlist: List[torch.Tensor], pad_idx: int = PAD_IDX):
        super().__init__()
        pad_len = max(len(tensor) for tensor in tensorlist)
        self.register_buffer(
            "padded",
            torch.stack(
                [
                    nn.functional.pad(t, (0, pad_len - len(t)), value=pad_idx)
                    for t in tensorlist
                ]
            ),
        )
        self.register_buffer("mask", self.padded == pad_idx)

    def __len__(self) -> int:
        return len(self.padded)


class PaddedBatch(nn.Module):
    """Source and target of one batch."""

    def __init__(self, source: PaddedTensor, target: PaddedTensor):
        super().__init__()
        self.source = source
        self.target = target

    def __len__(self) -> int:
        return len(self.source)


def collate(items: List[Tuple[torch.Tensor, torch.Tensor]]) -> PaddedBatch:
    sources, targets = zip(*items)
    return PaddedBatch(PaddedTensor(list(sources)), PaddedTensor(list(targets)))


class ToyCopyDataset(data.Dataset):
    """Random symbol strings to be copied; stands in for the TSV datasets."""

    def __init__(self, size: int, vocab_size: int, max_length: int = 12):
        generator = torch.Generator().manual_seed(size)
        self.items = []
        for _ in range(size):
            length = int(torch.randint(3, max_length, (1,), generator=generator))
            symbols = torch.randint(3, vocab_size, (length,), generator=generator)
            target = torch.cat([symbols, torch.tensor([END_IDX])])
            self.items.append((symbols, target))

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, idx: int) -> Tuple[torch.Tensor, torch.Tensor]:
        return self.items[idx]


class DataModule(pl.LightningDataModule):
    def __init__(self, batch_size: int = 32, vocab_size: int = 30):
        super().__init__()
        self.batch_size = batch_size
        self.vocab_size = vocab_size

    def train_dataloader(self) -> data.DataLoader:
        return data.DataLoader(
            ToyCopyDataset(2048, self.vocab_size),
            batch_size=self.batch_size,
            shuffle=True,
            collate_fn=collate,
        )

    def val_dataloader(self) -> data.DataLoader:
        return data.DataLoader(
            ToyCopyDataset(256, self.vocab_size),
            batch_size=self.batch_size,
            collate_fn=collate,
        )
