import glob
import os

import h5py
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.distributed import DistributedSampler


class PretrainingDataset(Dataset):
    keys = ["input_ids", "input_mask", "segment_ids", "masked_lm_positions", "masked_lm_ids", "next_sentence_labels"]

    def __init__(self, input_file, max_pred_length=20):
        with h5py.File(input_file, "r") as f:
            self.inputs = [np.asarray(f[key][:]) for key in self.keys]
        self.max_pred_length = max_pred_length

    def __len__(self):
        return len(self.inputs[0])

    def __getitem__(self, index):
        input_ids, input_mask, segment_ids, positions, ids, nsp = [
            torch.from_numpy(x[index].astype(np.int64)) for x in self.inputs]
        masked_lm_labels = torch.full_like(input_ids, -100)
        n = int((positions != 0).sum())
        masked_lm_labels[positions[:n]] = ids[:n]
        return {"input_ids": input_ids, "input_mask": input_mask, "segment_ids": segment_ids,
                "masked_lm_labels": masked_lm_labels, "next_sentence_labels": nsp}


def create_pretraining_dataloader(input_dir, batch_size, rank):
    files = sorted(glob.glob(os.path.join(input_dir, "*.hdf5")))
    dataset = torch.utils.data.ConcatDataset([PretrainingDataset(f) for f in files])
    sampler = DistributedSampler(dataset, shuffle=True, seed=rank)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, num_workers=4,
                      pin_memory=True, drop_last=True)
