"""What the performance rules' patterns cost on a real accelerator (TL101, TL102).

Run: python bench/gpu_rules.py [--reps N]   (needs CUDA; prints a note and exits without)

TL101 transfer-then-slice: `batch.cpu()[0]` copies the whole batch to keep one sample;
`batch[0].cpu()` copies the sample. TL102 host-sync-in-training-loop: `loss.item()` in every
step makes the host wait for the step's kernels, so the CPU cannot queue the next step
while the GPU works. Each pair runs interleaved in one process; the figure is the median.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import torch


def timed(fn, reps: int) -> float:
    fn()
    torch.cuda.synchronize()
    samples = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e3


def transfer_then_slice(reps: int) -> list[tuple[str, str, float]]:
    rows = []
    batch = torch.randn(64, 3, 512, 512, device="cuda")  # 192 MiB of generated images
    logits = torch.randn(32, 50_000, device="cuda")  # vocabulary logits, 6 MiB
    cases = [
        ("first image of a 64x3x512x512 batch", lambda: batch.cpu()[0], lambda: batch[0].cpu()),
        ("5 columns of 32x50000 logits", lambda: logits.cpu()[:, :5], lambda: logits[:, :5].cpu()),
        ("last row of a 64x3x512x512 batch as NumPy", lambda: batch.detach().cpu().numpy()[-1], lambda: batch[-1].detach().cpu().numpy()),
    ]
    for name, whole, sliced in cases:
        whole_ms, sliced_ms = timed(whole, reps), timed(sliced, reps)
        print(f"TL101 {name}: whole copy {whole_ms:.3f} ms, slice first {sliced_ms:.3f} ms", flush=True)
        rows.append(("TL101", name, whole_ms / sliced_ms))
    return rows


def host_sync_in_loop(reps: int) -> list[tuple[str, str, float]]:
    rows = []
    for width, batch_size in ((256, 64), (1024, 256)):
        model = torch.nn.Sequential(*[torch.nn.Sequential(torch.nn.Linear(width, width), torch.nn.ReLU()) for _ in range(8)]).cuda()
        opt = torch.optim.SGD(model.parameters(), lr=1e-3)
        x = torch.randn(batch_size, width, device="cuda")
        steps = 200

        def train(sync: bool):
            total = 0.0 if sync else torch.zeros((), device="cuda")
            for _ in range(steps):
                opt.zero_grad(set_to_none=True)
                loss = model(x).square().mean()
                loss.backward()
                opt.step()
                if sync:
                    total += loss.item()  # TL102's pattern
                else:
                    total += loss.detach()
            return float(total)

        synced = timed(lambda: train(True), reps)
        unsynced = timed(lambda: train(False), reps)
        name = f"200 steps of an 8-layer MLP, width {width}, batch {batch_size}"
        print(f"TL102 {name}: .item() each step {synced:.2f} ms, read once {unsynced:.2f} ms", flush=True)
        rows.append(("TL102", name, synced / unsynced))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=9)
    args = parser.parse_args()
    if not torch.cuda.is_available():
        print("no CUDA device: nothing measured")
        return
    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}", flush=True)
    rows = transfer_then_slice(args.reps) + host_sync_in_loop(args.reps)
    print("\n| rule | case | pattern / alternative |\n|---|---|---:|")
    for rule, name, ratio in rows:
        print(f"| {rule} | {name} | {ratio:.2f}x |")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
