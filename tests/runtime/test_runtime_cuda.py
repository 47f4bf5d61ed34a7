"""CUDA behaviour: values, one packed copy, event waits only, async correctness, no aliasing.

Marked `cuda`: skipped (by tests/conftest.py) where no CUDA device is available.
"""

import numpy as np
import pytest
import torch

from tensorlint import to_numpy, to_numpy_async
from tensorlint.runtime import transfer

pytestmark = [pytest.mark.cuda, pytest.mark.filterwarnings("ignore::UserWarning")]

DEV = "cuda"


def cuda_tree():
    g = torch.Generator(device=DEV).manual_seed(0)
    return {
        "f32": torch.randn(1000, device=DEV, generator=g),
        "u8": torch.arange(3, dtype=torch.uint8, device=DEV),
        "f64": torch.randn(7, dtype=torch.float64, device=DEV, generator=g),
        "c64": torch.randn(5, dtype=torch.complex64, device=DEV, generator=g).conj(),
        "i64": torch.arange(11, device=DEV),
        "bool": torch.arange(6, device=DEV) % 2 == 0,
        "f16": torch.randn(9, dtype=torch.float16, device=DEV, generator=g),
        "bf16": torch.randn(4, dtype=torch.bfloat16, device=DEV, generator=g),
        "scalar": torch.tensor(3.0, device=DEV),
        "empty": torch.empty(0, 4, device=DEV),
        "noncontig": torch.randn(8, 6, device=DEV, generator=g).t(),
        "grad": torch.randn(3, device=DEV, generator=g, requires_grad=True) * 2,
        "nested": [(torch.randn(2, 2, device=DEV, generator=g),)],
    }


def cpu_reference(obj):
    if isinstance(obj, torch.Tensor):
        t = obj.detach().cpu().resolve_conj()
        return t.float().numpy() if t.dtype == torch.bfloat16 else t.numpy()
    if isinstance(obj, dict):
        return {k: cpu_reference(v) for k, v in obj.items()}
    return type(obj)(cpu_reference(v) for v in obj)


def assert_same(got, want):
    if isinstance(want, np.ndarray):
        assert type(got) is np.ndarray
        assert got.dtype == want.dtype and got.shape == want.shape
        np.testing.assert_array_equal(got, want)
    elif isinstance(want, dict):
        assert type(got) is dict and list(got) == list(want)
        for k in want:
            assert_same(got[k], want[k])
    else:
        assert type(got) is type(want)
        for g, w in zip(got, want):
            assert_same(g, w)


def dtoh_copies(fn):
    """Run fn under the profiler; return (result, number of device-to-host memcpys)."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        result = fn()
        torch.cuda.synchronize()
    names = [e.name for e in prof.events()]
    return result, sum("Memcpy DtoH" in n for n in names), names


def test_values_match_cpu_reference():
    tree = cuda_tree()
    assert_same(to_numpy(tree), cpu_reference(tree))


def test_mixed_cpu_and_cuda_leaves():
    cpu = torch.arange(4.0)
    out = to_numpy({"cpu": cpu, "cuda": torch.arange(4.0, device=DEV)})
    assert out["cpu"].ctypes.data == cpu.data_ptr()  # still zero copy
    np.testing.assert_array_equal(out["cuda"], [0, 1, 2, 3])


def test_one_device_to_host_copy_for_a_whole_tree():
    tree = cuda_tree()
    _, copies, _ = dtoh_copies(lambda: to_numpy(tree))
    assert copies == 1


def test_one_copy_for_1000_small_tensors():
    small = [torch.full((1000,), float(i), device=DEV) for i in range(1000)]  # 4 MB
    out, copies, _ = dtoh_copies(lambda: to_numpy(small))
    assert copies == 1
    for i, a in enumerate(out):
        assert a.shape == (1000,) and (a == i).all()


def test_only_one_event_wait_and_no_device_synchronize(monkeypatch):
    waits = []
    real_event = torch.cuda.Event

    class CountingEvent(real_event):
        def synchronize(self):
            waits.append(self)
            return super().synchronize()

    def no_sync(*a, **k):
        raise AssertionError("to_numpy must not synchronise the whole device")

    monkeypatch.setattr(torch.cuda, "Event", CountingEvent)
    monkeypatch.setattr(torch.cuda, "synchronize", no_sync)
    tree = cuda_tree()
    to_numpy(tree)
    assert len(waits) == 1


def test_host_buffer_is_pinned_and_arrays_are_its_views():
    out = to_numpy([torch.ones(10, device=DEV), torch.zeros(3, device=DEV)])
    base = out[0]
    while isinstance(base.base, np.ndarray):
        base = base.base
    host = base.base
    assert isinstance(host, torch.Tensor) and host.is_pinned()


def test_returned_arrays_never_change_after_later_calls():
    first = to_numpy([torch.full((4096,), 1.0, device=DEV), torch.full((7,), 1, device=DEV)])
    kept = [a.copy() for a in first]
    for i in range(2, 30):  # same sizes: the host allocator would love to reuse the block
        later = to_numpy([torch.full((4096,), float(i), device=DEV),
                          torch.full((7,), i, device=DEV)])
        assert (later[0] == i).all()
        del later
    for a, k in zip(first, kept):
        np.testing.assert_array_equal(a, k)


def test_large_tensor_values():
    x = torch.arange(64 * 1024 * 1024 // 4, dtype=torch.float32, device=DEV)
    out = to_numpy(x)
    assert out.shape == x.shape and out[0] == 0 and out[-1] == x.numel() - 1


def test_bf16_policies_on_cuda():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    x = torch.tensor([1.5, -2.0, 3.25], dtype=torch.bfloat16, device=DEV)
    up = to_numpy(x)
    assert up.dtype == np.float32
    np.testing.assert_array_equal(up, [1.5, -2.0, 3.25])
    kept = to_numpy(x, dtype_policy="ml_dtypes")
    assert kept.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(kept.astype(np.float32), [1.5, -2.0, 3.25])


def test_copy_true_on_cuda_owns_memory():
    out = to_numpy([torch.ones(3, device=DEV), torch.zeros(2, device=DEV)], copy=True)
    assert all(a.flags.owndata for a in out)


def test_async_result_is_always_right_where_a_naive_read_is_not():
    n = 4 * 1024 * 1024
    x = torch.empty(n, device=DEV)
    naive_wrong = 0
    for i in range(50):
        torch.cuda._sleep(2_000_000)  # keep the stream busy so copies are still in flight
        x.fill_(float(i))
        naive = x.to("cpu", non_blocking=True).numpy()
        naive_wrong += not bool((naive == i).all())  # read before any synchronisation
        torch.cuda._sleep(2_000_000)
        x.fill_(float(i))
        h = to_numpy_async({"x": x, "parts": [x[:10], x[-3:]]})
        x.fill_(-1.0)  # a later in-place write on the producer stream
        out = h.result()
        assert (out["x"] == i).all(), i
        assert (out["parts"][0] == i).all() and (out["parts"][1] == i).all()
    assert naive_wrong >= 1


def test_async_overlaps_and_reports_done():
    x = torch.ones(1024, device=DEV)
    torch.cuda._sleep(50_000_000)  # tens of milliseconds of device work queued
    h = to_numpy_async([x * 2])
    assert not h.done()  # the copy is queued behind the producer's work, not forced
    out = h.result()
    assert h.done() and (out[0] == 2).all()


def test_async_copy_waits_for_producer_stream_on_a_side_stream():
    producer = torch.cuda.Stream()
    with torch.cuda.stream(producer):
        torch.cuda._sleep(20_000_000)
        x = torch.full((1 << 20,), 7.0, device=DEV)
        h = to_numpy_async([x, x[:5]])
        x.zero_()
    assert (h.result()[0] == 7).all()
    assert transfer._side_streams  # the copy ran on the side stream


def test_dropping_a_handle_early_is_safe():
    for i in range(20):
        torch.cuda._sleep(1_000_000)
        x = torch.full((1 << 18,), float(i), device=DEV)
        to_numpy_async([x, x * 2])  # dropped immediately
        del x
        y = torch.full((1 << 18,), -1.0, device=DEV)  # may reuse x's memory
        assert (to_numpy(y) == -1).all()
    torch.cuda.synchronize()
