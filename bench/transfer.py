"""Time tensorlint.to_numpy against the usual ways of getting tensors into NumPy.

Run: python bench/transfer.py [--reps N]

Every peer runs in the same process on the same inputs, interleaved round-robin so that
machine noise hits them alike; the figure is the median over the repetitions (calls under
~2 ms are timed in groups and divided). Each timed
call ends with the data on the host (CUDA peers include their synchronisation). CUDA cases
are skipped, with a note, when no GPU is available.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from collections.abc import Mapping

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from tensorlint import to_numpy  # noqa: E402

MiB = 1024 * 1024


# -- peers ----------------------------------------------------------------------------------
def flat(obj):
    """Leaves of a dict/list tree (the loop peers get this list for free)."""
    if isinstance(obj, Mapping):
        return [x for v in obj.values() for x in flat(v)]
    if isinstance(obj, (list, tuple)):
        return [x for v in obj for x in flat(v)]
    return [obj]


def bare_numpy(leaves):
    return [t.numpy() for t in leaves]


def detach_cpu_numpy(leaves):
    return [t.detach().cpu().numpy() for t in leaves]


def numpy_force(leaves):
    return [t.numpy(force=True) for t in leaves]


def nested_numpify(tensors):
    """transformers.trainer_pt_utils.nested_numpify, as written there."""
    if isinstance(tensors, (list, tuple)):
        return type(tensors)(nested_numpify(t) for t in tensors)
    if isinstance(tensors, Mapping):
        return type(tensors)({k: nested_numpify(t) for k, t in tensors.items()})
    t = tensors.cpu()
    if t.dtype == torch.bfloat16:
        t = t.to(torch.float32)
    return t.numpy()


def hand_written(leaves):
    """The best pattern by hand: one non-blocking copy per tensor, then one event wait."""
    outs = [t.to("cpu", non_blocking=True) for t in leaves]
    if any(t.is_cuda for t in leaves):
        ev = torch.cuda.Event()
        ev.record()
        ev.synchronize()
    return [o.numpy() for o in outs]


PEERS = [
    ("to_numpy", lambda tree, leaves: to_numpy(tree)),
    (".detach().cpu().numpy() loop", lambda tree, leaves: detach_cpu_numpy(leaves)),
    (".numpy(force=True) loop", lambda tree, leaves: numpy_force(leaves)),
    ("nested_numpify", lambda tree, leaves: nested_numpify(tree)),
    ("hand-written 1 wait", lambda tree, leaves: hand_written(leaves)),
]


# -- cases ----------------------------------------------------------------------------------
def cpu_cases():
    one = torch.randn(256, 256)
    tree = {f"layer{i}": {"weight": torch.randn(32, 32),
                          "acts": [torch.randn(64) for _ in range(9)]} for i in range(100)}
    return [("1 CPU tensor (256x256 f32)", one, [one], True),
            ("tree of 1,000 CPU tensors", tree, flat(tree), True)]


def tensordict_cases():
    """The same 1,000 tensors in a TensorDict (skipped without tensordict)."""
    try:
        from tensordict import TensorDict
    except ImportError:
        return []
    td = TensorDict({f"layer{i}": {"weight": torch.randn(32, 32),
                                   **{f"act{j}": torch.randn(64) for j in range(9)}}
                     for i in range(100)}, batch_size=[])
    leaves = list(td.values(include_nested=True, leaves_only=True))
    return [("TensorDict of 1,000 CPU tensors", td, leaves, True)]


def cuda_cases():
    big = torch.randn(256 * MiB // 4, device="cuda")
    small = [torch.randn(1000, device="cuda") for _ in range(1000)]  # 4 MB in all
    bf16 = torch.randn(64 * MiB // 2, device="cuda").to(torch.bfloat16)
    return [("1 CUDA tensor, 256 MiB f32", big, [big], False),
            ("1,000 small CUDA tensors (4 MB)", small, small, False),
            ("1 CUDA bf16 tensor, 64 MiB", bf16, [bf16], False)]


def sync():
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def time_case(tree, leaves, reps, with_bare):
    peers = list(PEERS)
    if hasattr(tree, "batch_size"):  # a TensorDict: its own converter is the peer
        peers.insert(1, ("TensorDict.numpy()", lambda tree, leaves: tree.numpy()))
    if with_bare:
        peers.insert(0, ("bare t.numpy() loop", lambda tree, leaves: bare_numpy(leaves)))
    times = {name: [] for name, _ in peers}
    failed = {}
    for name, fn in peers:  # warm up (and find the peers that cannot do this input)
        try:
            fn(tree, leaves)
        except (TypeError, RuntimeError) as exc:
            failed[name] = f"fails: {type(exc).__name__}: {str(exc).splitlines()[0][:50]}"
    # Calls shorter than a couple of milliseconds are timed in groups of `number`.
    t0 = time.perf_counter()
    PEERS[0][1](tree, leaves)
    sync()
    number = max(1, min(1000, int(2e-3 / max(time.perf_counter() - t0, 1e-7))))
    gc.collect()
    for _ in range(reps):
        for name, fn in peers:
            if name in failed:
                continue
            sync()
            t0 = time.perf_counter()
            for _ in range(number):
                out = fn(tree, leaves)
            t1 = time.perf_counter()
            del out
            times[name].append((t1 - t0) / number)
    return {name: (statistics.median(ts) if ts else None) for name, ts in times.items()}, \
        failed


def pinned_bandwidth(nbytes=256 * MiB, reps=10):
    """Measured device-to-host bandwidth into a pinned buffer (GB/s), the 100% mark."""
    src = torch.empty(nbytes, dtype=torch.uint8, device="cuda")
    dst = torch.empty(nbytes, dtype=torch.uint8, pin_memory=True)
    ts = []
    for _ in range(reps):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        dst.copy_(src, non_blocking=True)
        torch.cuda.synchronize()
        ts.append(time.perf_counter() - t0)
    return nbytes / statistics.median(ts) / 1e9


def fmt(seconds):
    if seconds is None:
        return "-"
    if seconds < 1e-3:
        return f"{seconds * 1e6:9.1f} us"
    return f"{seconds * 1e3:9.2f} ms"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=31)
    args = ap.parse_args(argv)

    print(f"torch {torch.__version__}, python {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, {platform.processor() or platform.machine()}")
    cases = cpu_cases() + tensordict_cases()
    bandwidth = None
    if torch.cuda.is_available():
        print(f"GPU: {torch.cuda.get_device_name()}")
        cases += cuda_cases()
        bandwidth = pinned_bandwidth()
        print(f"pinned device-to-host bandwidth: {bandwidth:.1f} GB/s")
    else:
        print("note: no CUDA device available; the CUDA cases are skipped (figures open)")
    print(f"median of {args.reps} interleaved repetitions; ratio = peer time / to_numpy time\n")

    print(f"{'case':34} {'peer':32} {'median':>12} {'ratio':>8}")
    for label, tree, leaves, with_bare in cases:
        medians, failed = time_case(tree, leaves, args.reps, with_bare)
        ours = medians["to_numpy"]
        for name, med in medians.items():
            if name in failed:
                print(f"{label:34} {name:32} {failed[name]}")
                continue
            print(f"{label:34} {name:32} {fmt(med):>12} {med / ours:8.2f}")
        if with_bare:
            bare = medians["bare t.numpy() loop"]
            print(f"{'':34} -> to_numpy per leaf = {ours / bare:.2f}x a bare t.numpy() "
                  f"({ours / len(leaves) * 1e6:.2f} us vs {bare / len(leaves) * 1e6:.2f} us)")
        if bandwidth and len(leaves) == 1 and leaves[0].is_cuda:
            # Bytes that crossed to the host: a bf16 leaf is cast to float32 on the device
            # first (dtype_policy="upcast"), so twice its own size moves.
            nbytes = to_numpy(leaves[0]).nbytes
            gbs = nbytes / ours / 1e9
            print(f"{'':34} -> to_numpy moves {nbytes / MiB:.0f} MiB at {gbs:.1f} GB/s = "
                  f"{100 * gbs / bandwidth:.0f}% of pinned bandwidth")
        print()


if __name__ == "__main__":
    main()
