"""Training and testing functionality for the de novo peptide sequencing model."""
import glob
import logging
import os
from typing import Any, Dict, List, Optional, Union

import numpy as np
import pytorch_lightning as pl
import torch
from pytorch_lightning.strategies import DDPStrategy
from torch.utils.data import DataLoader

from .model import Spec2Pep

logger = logging.getLogger("casanovo")


def _collate(batch):
    """Pad peaks and stack precursors; peptides stay a list of strings."""
    spectra, precursors, peptides = zip(*batch)
    spectra = torch.nn.utils.rnn.pad_sequence(
        [torch.as_tensor(s, dtype=torch.float32) for s in spectra], batch_first=True
    )
    return spectra, torch.as_tensor(np.stack(precursors), dtype=torch.float32), list(peptides)


def _read_mgf(filenames: List[str], n_peaks: int):
    """Read annotated spectra as (peaks, [mass, charge, m/z], peptide) tuples."""
    records, peaks, meta = [], [], {}
    for fn in filenames:
        with open(fn) as fh:
            for line in fh:
                line = line.strip()
                if line == "END IONS":
                    arr = np.asarray(peaks, dtype=np.float32)[:n_peaks]
                    arr[:, 1] /= max(arr[:, 1].max(), 1e-8)
                    mz, charge = float(meta["PEPMASS"]), int(meta["CHARGE"].rstrip("+"))
                    records.append((arr, np.array([(mz - 1.007276) * charge, charge, mz]),
                                    meta["SEQ"]))
                    peaks, meta = [], {}
                elif "=" in line:
                    key, value = line.split("=", 1)
                    meta[key] = value
                elif line and line[0].isdigit():
                    peaks.append([float(v) for v in line.split()[:2]])
    return records


def train(peak_path: str, peak_path_val: str, model_filename: Optional[str],
          config: Dict[str, Any]) -> None:
    """Train a Casanovo model from scratch or continue training one."""
    train_files = sorted(glob.glob(os.path.expanduser(peak_path)))
    val_files = sorted(glob.glob(os.path.expanduser(peak_path_val)))
    if not train_files or not val_files:
        raise FileNotFoundError("Could not find training or validation peak files")
    train_loader = DataLoader(_read_mgf(train_files, config["n_peaks"]), shuffle=True,
                              batch_size=config["train_batch_size"], collate_fn=_collate)
    val_loader = DataLoader(_read_mgf(val_files, config["n_peaks"]),
                            batch_size=config["train_batch_size"], collate_fn=_collate)
    model_params = dict(
        dim_model=config["dim_model"], n_head=config["n_head"],
        dim_feedforward=config["dim_feedforward"], n_layers=config["n_layers"],
        dropout=config["dropout"], max_length=config["max_length"],
        max_charge=config["max_charge"], n_log=config["n_log"],
        tb_summarywriter=config["tb_summarywriter"], lr=config["learning_rate"],
        weight_decay=config["weight_decay"],
    )
    if model_filename is None:
        model = Spec2Pep(**model_params)
    else:
        model = Spec2Pep.load_from_checkpoint(model_filename, **model_params)
    trainer = pl.Trainer(
        accelerator="auto",
        auto_select_gpus=True,
        devices=_get_devices(config["no_gpu"]),
        logger=config["logger"],
        max_epochs=config["max_epochs"],
        num_sanity_val_steps=config["num_sanity_val_steps"],
        strategy=_get_strategy(),
        val_check_interval=config["every_n_train_steps"],
    )
    trainer.fit(model, train_loader, val_loader)


def _get_strategy() -> Optional[DDPStrategy]:
    """DDP works best with several GPUs; a single device needs no strategy."""
    if torch.cuda.device_count() > 1:
        return DDPStrategy(find_unused_parameters=False, static_graph=True)
    return None


def _get_devices(no_gpu: bool) -> Union[int, str]:
    """All GPUs unless disabled, else let Lightning decide."""
    if not no_gpu and torch.cuda.is_available():
        return -1
    return "auto"
