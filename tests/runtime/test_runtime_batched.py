"""The packed one-copy transfer, run on CPU tensors so CI covers its logic.

Adding "cpu" to BATCHED_DEVICE_TYPES routes CPU leaves through the same grouping,
packing, host buffer and unpacking code the CUDA path uses (only the pinned buffer,
streams and event are CUDA-specific).
"""

import dataclasses

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tensorlint import ConversionError, to_numpy, to_numpy_async
from tensorlint.runtime import converter, transfer

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


@pytest.fixture
def batched(monkeypatch):
    monkeypatch.setattr(converter, "BATCHED_DEVICE_TYPES", {"cuda", "cpu"})
    starts = []
    real_start = transfer.DeviceBatch.start

    def counting_start(self, **kw):
        starts.append((self.device, len(self.tensors)))
        return real_start(self, **kw)

    monkeypatch.setattr(transfer.DeviceBatch, "start", counting_start)
    return starts


def mixed_tree():
    return {
        "f32": torch.arange(5, dtype=torch.float32),
        "u8": torch.arange(3, dtype=torch.uint8),  # odd byte count before wider dtypes
        "bool": torch.tensor([True, False, True]),
        "f64": torch.linspace(0, 1, 7, dtype=torch.float64),
        "c128": torch.tensor([1 + 2j], dtype=torch.complex128),
        "i16": torch.arange(-3, 2, dtype=torch.int16),
        "scalar": torch.tensor(2.5),
        "empty": torch.empty(0, 3),
        "noncontig": torch.arange(12.0).reshape(3, 4).t(),
        "grad": torch.ones(2, requires_grad=True) * 2,
        "conj": torch.tensor([1 + 1j]).conj(),
        "bf16": torch.tensor([1.5, -2.0], dtype=torch.bfloat16),
    }


def reference(tree):
    return {k: v.detach().resolve_conj().float().numpy() if v.dtype == torch.bfloat16
            else v.detach().resolve_conj().numpy() for k, v in tree.items()}


def test_one_batch_values_dtypes_shapes(batched):
    tree = mixed_tree()
    out = to_numpy(tree)
    assert batched == [(torch.device("cpu"), len(tree))]  # one packed transfer
    ref = reference(tree)
    for k, want in ref.items():
        got = out[k]
        assert type(got) is np.ndarray, k
        assert got.dtype == want.dtype and got.shape == want.shape, k
        np.testing.assert_array_equal(got, want, err_msg=k)


def test_views_are_aligned_and_share_one_buffer(batched):
    out = to_numpy(mixed_tree())
    arrays = [a for a in out.values() if a.size]
    for a in arrays:
        assert a.flags.aligned, a.dtype
        assert a.ctypes.data % a.dtype.itemsize == 0
    bases = {id(_root(a)) for a in arrays}
    assert len(bases) == 1  # all views of the one host buffer
    # ... without overlapping each other
    for i, a in enumerate(arrays):
        for b in arrays[i + 1:]:
            assert not np.shares_memory(a, b)


def _root(a):
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a.base if a.base is not None else a


def test_result_independent_of_input_and_later_calls(batched):
    x = torch.arange(4.0)
    first = to_numpy([x, x * 2])
    x += 100  # in-place change after the call
    second = to_numpy([x, x * 2])
    np.testing.assert_array_equal(first[0], [0, 1, 2, 3])
    np.testing.assert_array_equal(first[1], [0, 2, 4, 6])
    np.testing.assert_array_equal(second[0], [100, 101, 102, 103])
    assert not np.shares_memory(first[0], second[0])


def test_no_aliasing_over_many_calls(batched):
    kept = []
    for i in range(50):
        out = to_numpy([torch.full((64,), float(i)), torch.full((3,), i, dtype=torch.int64)])
        kept.append(out)
        del out
    for i, (a, b) in enumerate(kept):
        assert (a == i).all() and (b == i).all()


def test_strided_one_dimensional_leaves(batched):
    # Packing keeps 1-D leaves as they are (no reshape): a strided one must still be read
    # element by element, alone, with others of its dtype, and beside another dtype.
    x = torch.arange(10.0)
    for tree in ([x[::2]], [x[::2], x[1::3]], [x[::2], torch.arange(3)]):
        out = to_numpy(tree)
        for got, t in zip(out, tree):
            np.testing.assert_array_equal(got, t.numpy())


def test_single_leaf_and_copy_true(batched):
    out = to_numpy([torch.arange(3.0)], copy=True)
    assert out[0].flags.owndata
    np.testing.assert_array_equal(out[0], [0, 1, 2])


def test_copy_false_refuses_device_transfer(batched):
    with pytest.raises(ConversionError, match="copy=False"):
        to_numpy([torch.ones(1)], copy=False)


def test_ml_dtypes_policy_in_batch(batched):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    src = torch.tensor([0.5, -3.0], dtype=torch.bfloat16)
    f8 = torch.tensor([1.0, 2.0]).to(torch.float8_e4m3fn)
    out = to_numpy({"bf": src, "f8": f8, "f": torch.ones(1)}, dtype_policy="ml_dtypes")
    assert out["bf"].dtype == ml_dtypes.bfloat16
    assert out["f8"].dtype == ml_dtypes.float8_e4m3fn
    np.testing.assert_array_equal(out["bf"].astype(np.float32), [0.5, -3.0])
    np.testing.assert_array_equal(out["f8"].astype(np.float32), [1.0, 2.0])


def test_nested_sparse_quantized_in_batch(batched):
    dense = torch.tensor([[0.0, 1.0], [2.0, 0.0]])
    nt = torch.nested.nested_tensor([torch.ones(2), torch.zeros(3)], layout=torch.jagged)
    q = torch.quantize_per_tensor(torch.tensor([0.5, 1.0]), 0.5, 0, torch.quint8)
    out = to_numpy({"nt": nt, "sp": dense.to_sparse(), "q": q})
    assert batched == [(torch.device("cpu"), 4)]
    assert [a.tolist() for a in out["nt"]] == [[1, 1], [0, 0, 0]]
    np.testing.assert_array_equal(out["sp"], dense.numpy())
    np.testing.assert_array_equal(out["q"], [0.5, 1.0])


def test_error_path_in_batched_mode(batched):
    with pytest.raises(ConversionError) as info:
        to_numpy({"a": [torch.ones(1), torch.empty(1, device="meta")]})
    assert info.value.path == "obj['a'][1]"


@dataclasses.dataclass(frozen=True)
class Pair:
    a: object
    b: object


def test_structures_rebuilt_after_transfer(batched):
    out = to_numpy(Pair(torch.ones(1), (torch.zeros(1), "s")))
    assert type(out) is Pair and type(out.b) is tuple and out.b[1] == "s"
    assert out.a[0] == 1 and out.b[0][0] == 0


def test_async_handle_on_cpu_batch(batched):
    x = torch.arange(4.0)
    h = to_numpy_async({"x": x, "y": [x + 1]})
    x.zero_()  # the result is a snapshot as of the call
    assert h.done()
    out = h.result()
    assert h.wait() is out  # idempotent
    np.testing.assert_array_equal(out["x"], [0, 1, 2, 3])
    np.testing.assert_array_equal(out["y"][0], [1, 2, 3, 4])


def test_async_handle_cpu_leaves_snapshot_by_default():
    x = torch.arange(3.0)
    h = to_numpy_async([x])
    x.fill_(9)
    np.testing.assert_array_equal(h.result()[0], [0, 1, 2])
    h = to_numpy_async([x], copy=None)  # explicitly shared
    assert np.shares_memory(h.result()[0], x.numpy())


def test_handle_has_no_result_attribute_before_wait():
    h = to_numpy_async([torch.ones(1)])
    public = {n for n in dir(h) if not n.startswith("_")}
    assert public == {"done", "wait", "result"}
    assert "done" in repr(h)


DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int8,
          torch.uint8, torch.int16, torch.int32, torch.int64, torch.bool, torch.complex64]


@st.composite
def tensors(draw):
    dtype = draw(st.sampled_from(DTYPES))
    shape = draw(st.lists(st.integers(0, 4), max_size=3))
    t = torch.randint(-3, 4, shape).to(dtype) if dtype is not torch.bool else \
        torch.randint(0, 2, shape).bool()
    if draw(st.booleans()) and t.dim() >= 2:
        t = t.transpose(0, 1)
    return t


trees = st.recursive(
    tensors() | st.integers() | st.none(),
    lambda kids: st.lists(kids, max_size=4) | st.tuples(kids, kids)
    | st.dictionaries(st.text(max_size=3), kids, max_size=3),
    max_leaves=12,
)


def _assert_same(got, obj):
    if isinstance(obj, torch.Tensor):
        want = obj.float().numpy() if obj.dtype is torch.bfloat16 else obj.numpy()
        assert type(got) is np.ndarray and got.dtype == want.dtype and got.shape == want.shape
        np.testing.assert_array_equal(got, want)
    elif isinstance(obj, (list, tuple)):
        assert type(got) is type(obj) and len(got) == len(obj)
        for g, o in zip(got, obj):
            _assert_same(g, o)
    elif isinstance(obj, dict):
        assert type(got) is dict and list(got) == list(obj)
        for k in obj:
            _assert_same(got[k], obj[k])
    else:
        assert got == obj


@settings(max_examples=60, deadline=None)
@given(trees)
def test_batched_matches_per_leaf_path(obj):
    _assert_same(to_numpy(obj), obj)
    saved = converter.BATCHED_DEVICE_TYPES
    converter.BATCHED_DEVICE_TYPES = {"cuda", "cpu"}
    try:
        _assert_same(to_numpy(obj), obj)
    finally:
        converter.BATCHED_DEVICE_TYPES = saved
