"""Flip-flop decoding (reduced stand-ins for taiyaki.decode)."""
import torch


def flipflop_make_trans(tmat):
    """Posterior-like transition weights from the network's log-scores."""
    return torch.softmax(tmat, dim=2)


def _destination_states(ntrans, device):
    nbase = int((-1 + (1 + 2 * ntrans) ** 0.5) / 2)
    k = torch.arange(ntrans, device=device)
    flip = k // (2 * nbase)
    flop = nbase + torch.remainder(k - 2 * nbase * nbase, nbase)
    return torch.where(k < 2 * nbase * nbase, flip, flop)


def flipflop_viterbi(trans):
    """Greedy path through the flip-flop states.

    Returns (score, None, path) where path has shape (nblocks + 1) x batch.
    """
    nblocks, batch, ntrans = trans.shape
    dest = _destination_states(ntrans, trans.device)
    best, idx = trans.max(dim=2)
    path = torch.zeros((nblocks + 1, batch), dtype=torch.long, device=trans.device)
    path[1:] = dest[idx]
    return best.log().sum(0), None, path
