# expect: none
# source: https://github.com/microsoft/MSMARCO-Question-Answering/issues/3 ("TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": `train.py` `main()` -> `checkpoint.py` `checkpoint` -> `save_model(model, dest)` -> `save_params(destination, 'model/'+name, value)` -> `destination.create_dataset(path, data=params, compression=...)`; fixed by PR #6 "modify #3 TypeError")
# note: the BiDAF baseline's checkpointing reconstructed from the repository's `Baseline/scripts/checkpointing.py` and the traceback: `train.py` moves the model to cuda (`--cuda`, default when available) and checkpoints after every epoch; `save_model` passes each `state_dict()` value (detached, on cuda) to `save_params`, and h5py's `create_dataset(data=...)` converts with `numpy.asarray`, which raises on the first parameter. The vocabulary is saved from a NumPy string array, the epoch is an int, the optimizer state goes through `torch.save` (which handles cuda tensors), and `mrcqa/bidaf.py` only defines the model. Header `Baseline/scripts/checkpointing.py`. Twin: the parameters are copied to the host (`value.cpu()`) before they are handed to h5py, the fix of PR #6.
"""
Modules for checkpointing functions.
"""
import h5py
import os.path

import torch
import numpy as np


def save_vocab(checkpoint, path, id_to_symb):
    """
    Save a vocab, that is id to symbol mapping, into a hp5y file.
    Used for checkpoints and such.
    """
    vocab = np.array([
        id_to_symb[ind] for ind in range(len(id_to_symb))])
    vocab = vocab.astype(h5py.special_dtype(vlen=str))
    if path in checkpoint:
        del checkpoint[path]

    checkpoint.create_dataset(path, data=vocab, compression='gzip')
    return


def save_params(destination, path, params):
    """
    Save a parameter tensor.
    """
    if path not in destination:
        destination.create_dataset(path, data=params, compression='gzip')
    else:
        destination[path][...] = params
    return


def save_model(model, destination):
    """
    Save a model into destination.
    """
    if 'model' not in destination:
        destination.create_group('model')

    for name, value in model.state_dict().items():
        save_params(destination, 'model/'+name, value.cpu())
    return


def save_epoch(epoch, destination):
    if 'training' not in destination:
        destination.create_dataset('training/epoch', data=epoch)
    else:
        destination['training/epoch'][()] = epoch
    return


def checkpoint(model, epoch, optimizer, dest, exp_folder):
    """
    Checkpoint the current state of training.
    """
    save_model(model, dest)
    save_epoch(epoch, dest)
    torch.save(optimizer.state_dict(),
               os.path.join(exp_folder, 'checkpoint.opt'))
    return
