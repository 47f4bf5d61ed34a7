#!/usr/bin/env python3
"""Basecall reads using a taiyaki model (reduced: random signals stand in for fast5 reads)."""
import argparse
import sys
import time

import numpy as np
import torch

from taiyaki import basecall_helpers, helpers, qscores
from taiyaki.decode import flipflop_make_trans, flipflop_viterbi
from taiyaki.flipflopfings import nstate_flipflop, path_to_str
from taiyaki.helpers import guess_model_stride, load_model


parser = argparse.ArgumentParser(
    description="Basecall reads using a taiyaki model",
    formatter_class=argparse.ArgumentDefaultsHelpFormatter)
parser.add_argument('--alphabet', default='ACGT', help='Canonical base alphabet')
parser.add_argument('--device', default='cuda:0' if torch.cuda.is_available() else 'cpu',
                    help='Integer specifying which GPU to use, or "cpu" to use CPU only')
parser.add_argument('--chunk_size', type=int, default=basecall_helpers._DEFAULT_CHUNK_SIZE,
                    metavar='blocks', help='Size of signal chunks sent to GPU is chunk_size * model stride')
parser.add_argument('--fastq', default=True, action=argparse.BooleanOptionalAction,
                    help='Write output in fastq format (default is fasta)')
parser.add_argument('--max_concurrent_chunks', type=int, default=128,
                    help='Maximum number of chunks to call at once.')
parser.add_argument('--overlap', type=int, default=basecall_helpers._DEFAULT_OVERLAP,
                    metavar='blocks', help='Overlap between signal chunks sent to GPU')
parser.add_argument('--qscore_offset', type=float, default=0.0,
                    help='Offset to apply to q scores in fastq (after scale)')
parser.add_argument('--qscore_scale', type=float, default=1.0,
                    help='Scaling factor to apply to q scores in fastq')
parser.add_argument('--nreads', type=int, default=3, help='Number of simulated reads')
parser.add_argument('model', nargs='?', default='model_final.checkpoint',
                    help='Model checkpoint file to use for basecalling')


def med_mad_norm(x, dtype='f4'):
    """ Normalise a numpy array using median and MAD """
    med = np.median(x)
    mad = np.median(np.abs(x - med)) * 1.4826
    normed_x = (x - med) / mad
    return normed_x.astype(dtype)


def get_signal(read_id, rng):
    """Stand-in for reading the current from a fast5 file."""
    return rng.normal(90.0, 12.0, size=rng.integers(2000, 6000)).astype(np.float32)


def process_read(signal, model, chunk_size, overlap, n_can_state, stride, alphabet,
                 max_concurrent_chunks, fastq=False, qscore_scale=1.0, qscore_offset=0.0):
    """Basecall a read: chunk it, run the network, stitch, and make the q string."""
    normed_signal = med_mad_norm(signal)
    chunks, chunk_starts, chunk_ends = basecall_helpers.chunk_read(
        normed_signal, chunk_size, overlap)

    qstring = None
    with torch.no_grad():
        device = next(model.parameters()).device
        chunks = torch.tensor(chunks, device=device)
        out = []
        for some_chunks in torch.split(chunks, max_concurrent_chunks, 1):
            out.append(model(some_chunks))
        out = torch.cat(out, 1)

        trans = flipflop_make_trans(out[:, :, :n_can_state])
        _, _, chunk_best_paths = flipflop_viterbi(trans)
        best_path = basecall_helpers.stitch_chunks(
            chunk_best_paths, chunk_starts, chunk_ends, stride)
        if fastq:
            chunk_errprobs = qscores.errprobs_from_trans(trans, chunk_best_paths)
            errprobs = basecall_helpers.stitch_chunks(
                chunk_errprobs, chunk_starts, chunk_ends, stride)
            qstring = qscores.path_errprobs_to_qstring(errprobs, best_path,
                                                       qscore_scale, qscore_offset)

        # Don't include first source state from the path in the basecall.
        basecall = path_to_str(best_path.cpu().numpy(), alphabet=alphabet,
                               include_first_source=False)

    return basecall, qstring, len(signal)


def main():
    args = parser.parse_args()

    device = helpers.set_torch_device(args.device)
    sys.stderr.write("* Loading model.\n")
    model = load_model(args.model).to(device)
    model.eval()
    n_can_states = nstate_flipflop(model.nbase)
    stride = guess_model_stride(model)
    chunk_size = args.chunk_size * stride
    chunk_overlap = args.overlap * stride

    rng = np.random.default_rng(0)
    startcharacter = '@' if args.fastq else '>'
    nbase, nsample = 0, 0
    t0 = time.time()
    for i in range(args.nreads):
        read_id = 'read_{:04d}'.format(i)
        basecall, qstring, read_nsample = process_read(
            get_signal(read_id, rng), model, chunk_size, chunk_overlap, n_can_states,
            stride, args.alphabet, args.max_concurrent_chunks, args.fastq,
            args.qscore_scale, args.qscore_offset)
        sys.stdout.write("{}{}\n{}\n".format(startcharacter, read_id, basecall[:60]))
        if args.fastq:
            sys.stdout.write("+\n{}\n".format(qstring[:60]))
        nbase += len(basecall)
        nsample += read_nsample
    total_time = time.time() - t0
    sys.stderr.write("* Called {} reads in {:.2f}s\n".format(args.nreads, total_time))
    sys.stderr.write("* {:7.2f} kbase / s\n".format(nbase / total_time / 1000.0))


if __name__ == '__main__':
    main()
