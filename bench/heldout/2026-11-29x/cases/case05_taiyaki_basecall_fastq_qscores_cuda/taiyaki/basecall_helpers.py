"""Chunking and stitching of reads (reduced)."""
import numpy as np
import torch

_DEFAULT_CHUNK_SIZE = 1000
_DEFAULT_OVERLAP = 100


def chunk_read(signal, chunk_size, overlap):
    """Split a 1D signal into overlapping chunks: (chunk_size x nchunks x 1)."""
    if len(signal) <= chunk_size:
        chunks = signal[:, None, None]
        return chunks.astype(np.float32), np.array([0]), np.array([len(signal)])
    starts = np.arange(0, len(signal) - overlap, chunk_size - overlap)
    starts[-1] = len(signal) - chunk_size
    chunks = np.stack([signal[s:s + chunk_size] for s in starts], axis=1)
    return chunks[:, :, None].astype(np.float32), starts, starts + chunk_size


def stitch_chunks(out, chunk_starts, chunk_ends, stride, path_stitching=False):
    """Stitch the per-chunk outputs (first dimension: blocks) back together."""
    nchunks = out.shape[1]
    if nchunks == 1:
        return out[:, 0]
    pieces = []
    for i in range(nchunks):
        start = 0 if i == 0 else (chunk_ends[i - 1] - chunk_starts[i]) // (2 * stride)
        end = out.shape[0] if i == nchunks - 1 else out.shape[0] - (
            chunk_ends[i] - chunk_starts[i + 1]) // (2 * stride)
        pieces.append(out[start:end, i])
    return torch.cat(pieces, 0)
