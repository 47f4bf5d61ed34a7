# expect: TL003
# source: https://github.com/nanoporetech/taiyaki/issues/69 ("--fastq output throws numpy error": maintainer: "The error is raised when basecalling to fastq on the GPU, and was missed by our automatic tests, which only test CPU operation. ... Edit the file taiyaki/qscores.py so that the body of the function path_errorprobs_to_qstring() reads [from line 152]: filtered_probs = errprobs[1:][path[1:]!=path[:-1]] / if type(filtered_probs) == torch.Tensor: / filtered_probs = filtered_probs.detach().cpu().numpy() / return qchar_from_errprob(filtered_probs, qscore_scale, qscore_offset)"; user: "the change in qscore.py file worked for my local install")
# note: taiyaki's q-score helpers (`taiyaki/qscores.py`, v5, early 2020) with the `bin/basecall.py --fastq` path that calls them, reconstructed and reduced (fast5 reading, the GRU-based checkpoint and the Viterbi decoder are small stand-ins). `basecall.py` sets the device from `--device` (`helpers.set_torch_device`) and moves the model there; `process_read` computes the error probabilities on that device with `qscores.errprobs_from_trans(trans, chunk_best_paths)` and passes them, still a torch tensor, to `path_errprobs_to_qstring`, whose `qchar_from_errprob` -> `qscore_from_errprob` hands them to `np.log10`; on a GPU that implicit conversion raises. Traps: everything in `errprobs_from_trans` stays in torch on `trans.device`, `best_path.cpu().numpy()` for the basecall string, `np.array(score)` of the NumPy q scores, the `torch.no_grad()` block in `process_read` (no grad anywhere), and `np.sqrt` / `np.mod` on Python ints in `flipflopfings`.
"""Calculation of q scores for basecalls from flip-flop transition posteriors."""
import numpy as np
import torch
from taiyaki import flipflopfings
from taiyaki.constants import SMALL_VAL


def qchar_from_qscore(score, zerochar=33):
    """ASCII character(s) encoding the q score(s) `score` (rounded to nearest int)."""
    asciicodes = (np.array(score) + zerochar + 0.5).astype(np.int8)
    return asciicodes.tobytes().decode('ascii')


def qscore_from_errprob(errprob):
    """q score -10 log_10(errprob) of an error probability (scalar or array)."""
    return -10.0 * np.log10(errprob)


def qchar_from_errprob(errprob, qscore_scale, qscore_offset):
    """Characters for the q scores of `errprob`, after scale and offset."""
    qscore = qscore_scale * qscore_from_errprob(errprob) + qscore_offset
    return qchar_from_qscore(qscore)


def transitions_into_base(b, nbases, device):
    """Indices of all transitions (flip or flop) into base b."""
    colstart = nbases * 2 * b
    toflip = torch.arange(colstart, colstart + nbases * 2,
                          dtype=torch.long, device=device)
    fliptoflop = 2 * nbases * nbases + b
    toflop = torch.tensor([fliptoflop, fliptoflop + nbases],
                          dtype=torch.long, device=device)
    return torch.cat((toflip, toflop))


def errprobs_from_trans(trans, path):
    """Error probability of each element of `path` from the posterior weights.

    trans: nblocks x batch x nstates posterior transition weights (not logs);
    path: (nblocks + 1) x batch flip-flop states. Row 0 of the result is -1.
    """
    nblocks, batchsize, flip_flop_transitions = trans.shape
    nbases = flipflopfings.nbase_flipflop(flip_flop_transitions)
    baseprobs = torch.zeros((nblocks, batchsize, nbases), dtype=torch.float,
                            device=trans.device)
    for destbase in range(nbases):
        t = transitions_into_base(destbase, nbases, device=trans.device)
        m = torch.zeros(flip_flop_transitions, dtype=torch.float,
                        device=trans.device)
        m[t] = 1.0
        baseprobs[:, :, destbase] = torch.matmul(trans, m)

    baseprobs = baseprobs / (baseprobs.sum(dim=2, keepdim=True) + SMALL_VAL)

    p = torch.empty_like(path, dtype=torch.float)
    ix = path[1:].unsqueeze(2) % nbases
    p[1:] = torch.gather(baseprobs, 2, ix).squeeze(2)
    p[0] = 2.0
    return 1.0 - p


def path_errprobs_to_qstring(errprobs, path, qscore_scale, qscore_offset):
    """q-score string of a path from its error probabilities, ignoring stays.

    errprobs, path: 1D torch tensors or NumPy arrays of the same length.
    """
    filtered_probs = errprobs[1:][path[1:] != path[:-1]]
    return qchar_from_errprob(filtered_probs, qscore_scale, qscore_offset)
