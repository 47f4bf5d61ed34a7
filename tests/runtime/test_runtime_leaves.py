"""Leaf conversions: grad, conj/neg bits, dtype policies, sparse, quantized, nested, copies."""

import sys

import numpy as np
import pytest
import torch

from tensorlint import ConversionError, to_numpy

# Prototype/beta/deprecation notices from torch for complex32, CSR, quantized, nested.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

F8 = [torch.float8_e4m3fn, torch.float8_e5m2, torch.float8_e4m3fnuz, torch.float8_e5m2fnuz]


# -- grad ---------------------------------------------------------------------------------
def test_parameter_and_grad_tensors_are_detached():
    p = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
    y = p * 3
    out = to_numpy({"p": p, "y": y})
    assert type(out["p"]) is np.ndarray and type(out["y"]) is np.ndarray
    np.testing.assert_array_equal(out["y"], [3.0, 6.0])
    assert np.shares_memory(out["p"], p.detach().numpy())  # detached, still zero copy
    assert p.requires_grad and y.grad_fn is not None  # inputs untouched


@pytest.mark.parametrize("mode", ["grad", "no_grad", "inference"])
def test_grad_mode_does_not_matter(mode):
    p = torch.nn.Parameter(torch.tensor([1.0]))
    ctx = {"grad": torch.enable_grad, "no_grad": torch.no_grad,
           "inference": torch.inference_mode}[mode]
    with ctx():
        out = to_numpy([p, p + 1])
    np.testing.assert_array_equal(out[1], [2.0])


def test_single_grad_tensor():
    x = torch.ones(2, requires_grad=True)
    np.testing.assert_array_equal(to_numpy(x * 2), [2.0, 2.0])


# -- conj / neg bits -----------------------------------------------------------------------
def test_conj_bit_is_resolved():
    z = torch.tensor([1 + 2j, 3 - 4j], dtype=torch.complex64)
    out = to_numpy(z.conj())
    assert out.dtype == np.complex64
    np.testing.assert_array_equal(out, [1 - 2j, 3 + 4j])


def test_neg_bit_is_resolved():
    z = torch.tensor([1 + 2j, 3 - 4j], dtype=torch.complex128)
    imag = z.conj().imag  # a view with the negative bit set
    assert imag.is_neg()
    np.testing.assert_array_equal(to_numpy([imag])[0], [-2.0, 4.0])


def test_conj_of_grad_tensor():
    z = torch.tensor([1 + 1j], requires_grad=True)
    np.testing.assert_array_equal(to_numpy(z.conj()), [1 - 1j])


# -- dtype policies ------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", [torch.bfloat16, *F8])
def test_upcast_to_float32(dtype):
    src = torch.tensor([0.5, -2.0, 1.0])
    out = to_numpy([src.to(dtype)])[0]
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, src.to(dtype).float().numpy())


def test_upcast_complex32():
    src = torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64)
    out = to_numpy(src.to(torch.complex32))
    assert out.dtype == np.complex64
    np.testing.assert_array_equal(out, src.numpy())


def test_upcast_bf16_grad_tensor():
    w = torch.nn.Parameter(torch.tensor([1.5], dtype=torch.bfloat16))
    out = to_numpy(w * 2)
    assert out.dtype == np.float32 and out[0] == 3.0


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float8_e4m3fn, torch.complex32])
def test_raise_policy(dtype):
    with pytest.raises(TypeError) as info:
        to_numpy({"w": torch.zeros(2, dtype=dtype)}, dtype_policy="raise")
    assert isinstance(info.value, ConversionError)
    msg = str(info.value)
    assert msg.startswith("obj['w'] has dtype torch.")
    assert "dtype_policy='upcast'" in msg and ".float()" in msg


def test_raise_policy_keeps_numpy_dtypes():
    out = to_numpy([torch.ones(1, dtype=torch.float16), torch.ones(1, dtype=torch.uint16)],
                   dtype_policy="raise")
    assert out[0].dtype == np.float16 and out[1].dtype == np.uint16


@pytest.mark.parametrize("dtype", [torch.bfloat16, *F8])
def test_ml_dtypes_policy_is_lossless_and_zero_copy(dtype):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    src = torch.tensor([0.5, -2.0, 1.0, 448.0 if "e4m3" in str(dtype) else 3.0]).to(dtype)
    out = to_numpy(src, dtype_policy="ml_dtypes")
    name = str(dtype).removeprefix("torch.")
    assert out.dtype == np.dtype(getattr(ml_dtypes, name))
    np.testing.assert_array_equal(out.astype(np.float32), src.float().numpy())
    carrier = torch.int16 if dtype.itemsize == 2 else torch.uint8
    assert np.shares_memory(out, src.view(carrier).numpy())


def test_ml_dtypes_policy_complex32_widens():
    out = to_numpy(torch.ones(1, dtype=torch.complex32), dtype_policy="ml_dtypes")
    assert out.dtype == np.complex64


def test_ml_dtypes_absent_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "ml_dtypes", None)  # makes `import ml_dtypes` fail
    with pytest.raises(ConversionError) as info:
        to_numpy({"h": [torch.ones(1, dtype=torch.bfloat16)]}, dtype_policy="ml_dtypes")
    msg = str(info.value)
    assert msg.startswith("obj['h'][0] has dtype torch.bfloat16")
    assert "pip install ml_dtypes" in msg
    # Trees without such dtypes do not need the package.
    np.testing.assert_array_equal(to_numpy([torch.ones(1)], dtype_policy="ml_dtypes")[0], [1])


def test_dtype_without_numpy_equivalent_or_widening():
    packed = torch.zeros(2, dtype=torch.uint8).view(torch.float4_e2m1fn_x2)
    with pytest.raises(ConversionError, match=r"obj\[0\] has dtype torch.float4_e2m1fn_x2"):
        to_numpy([packed])


@pytest.mark.parametrize("dtype", [torch.bool, torch.uint8, torch.int8, torch.int16,
                                   torch.int32, torch.int64, torch.uint16, torch.uint32,
                                   torch.uint64, torch.float16, torch.float32, torch.float64,
                                   torch.complex64, torch.complex128])
def test_numpy_dtypes_map_exactly(dtype):
    src = torch.arange(4).to(dtype)
    out = to_numpy([src])[0]
    assert out.dtype == src.numpy().dtype
    np.testing.assert_array_equal(out, src.numpy())


def test_bad_options():
    with pytest.raises(ValueError, match="dtype_policy"):
        to_numpy([torch.ones(1)], dtype_policy="float")
    with pytest.raises(ValueError, match="sparse"):
        to_numpy([torch.ones(1)], sparse="scipy")
    with pytest.raises(ValueError, match="copy"):
        to_numpy([torch.ones(1)], copy="yes")


# -- sparse, quantized, nested, mkldnn -----------------------------------------------------
DENSE = torch.tensor([[0.0, 1.5], [2.0, 0.0]])


@pytest.mark.parametrize("to_sparse", [
    lambda d: d.to_sparse(),
    lambda d: d.to_sparse_csr(),
    lambda d: d.to_sparse_csc(),
    lambda d: d.to_sparse_bsr((1, 1)),
])
def test_sparse_becomes_dense(to_sparse):
    out = to_numpy({"s": to_sparse(DENSE)})["s"]
    assert type(out) is np.ndarray
    np.testing.assert_array_equal(out, DENSE.numpy())


def test_sparse_raise():
    with pytest.raises(ConversionError) as info:
        to_numpy([1, DENSE.to_sparse()], sparse="raise")
    assert str(info.value).startswith("obj[1] is a sparse tensor")
    assert ".to_dense()" in str(info.value)


def test_sparse_grad_tensor():
    s = DENSE.to_sparse().requires_grad_()
    np.testing.assert_array_equal(to_numpy(s * 2), DENSE.numpy() * 2)


def test_quantized_is_dequantized():
    src = torch.tensor([0.5, -1.0, 2.0])
    q = torch.quantize_per_tensor(src, scale=0.5, zero_point=3, dtype=torch.qint8)
    out = to_numpy([q])[0]
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, q.dequantize().numpy())
    qc = torch.quantize_per_channel(DENSE, torch.tensor([0.5, 0.25]), torch.tensor([0, 1]),
                                    axis=0, dtype=torch.quint8)
    np.testing.assert_array_equal(to_numpy(qc), qc.dequantize().numpy())


@pytest.mark.parametrize("layout", [torch.jagged, torch.strided])
def test_nested_becomes_list_of_arrays(layout):
    parts = [torch.arange(6.0).reshape(2, 3), torch.arange(12.0).reshape(4, 3)]
    nt = torch.nested.nested_tensor(parts, layout=layout)
    out = to_numpy({"nt": nt})["nt"]
    assert type(out) is list and len(out) == 2
    for got, want in zip(out, parts):
        assert type(got) is np.ndarray
        np.testing.assert_array_equal(got, want.numpy())


def test_nested_bf16_is_upcast():
    nt = torch.nested.nested_tensor([torch.ones(2), torch.ones(3)], layout=torch.jagged,
                                    dtype=torch.bfloat16)
    out = to_numpy(nt)
    assert [a.dtype for a in out] == [np.float32, np.float32]


def test_mkldnn_becomes_dense():
    if not torch.backends.mkldnn.is_available():
        pytest.skip("no mkldnn")
    out = to_numpy(DENSE.to_mkldnn())
    np.testing.assert_array_equal(out, DENSE.numpy())


# -- zero copy and copy= -------------------------------------------------------------------
def test_zero_copy_by_default():
    a, b = torch.arange(4.0), torch.arange(6.0).reshape(2, 3).t()  # b is non-contiguous
    out = to_numpy({"a": a, "b": [b]})
    assert out["a"].ctypes.data == a.data_ptr()
    assert np.shares_memory(out["b"][0], b.numpy())
    a[0] = 42  # writes show through, as with Tensor.numpy()
    assert out["a"][0] == 42
    single = to_numpy(a)
    assert single.ctypes.data == a.data_ptr()


def test_zero_copy_for_parameters_and_grad_tensors():
    p = torch.nn.Parameter(torch.ones(3))
    assert to_numpy(p).ctypes.data == p.data_ptr()


def test_copy_true_owns_memory():
    a = torch.arange(4.0)
    p = torch.nn.Parameter(torch.ones(2))
    out = to_numpy({"a": a, "p": p, "n": a[::2]}, copy=True)
    for arr in out.values():
        assert arr.flags.owndata
    assert not np.shares_memory(out["a"], a.numpy())
    a[0] = 42
    assert out["a"][0] == 0 and out["n"][0] == 0
    assert to_numpy(a, copy=True).flags.owndata


def test_copy_true_after_a_needed_copy_is_still_independent():
    bf = torch.ones(2, dtype=torch.bfloat16)
    out = to_numpy([bf], copy=True)[0]
    bf[0] = 5
    assert out[0] == 1


def test_copy_false():
    a = torch.arange(3.0)
    assert np.shares_memory(to_numpy([a], copy=False)[0], a.numpy())
    with pytest.raises(ConversionError, match=r"obj\[0\] .*copy=False"):
        to_numpy([torch.ones(1, dtype=torch.bfloat16)], copy=False)
    with pytest.raises(ConversionError, match="copy=False"):
        to_numpy(torch.tensor([1j]).conj(), copy=False)


def test_zero_dim_and_empty():
    out = to_numpy([torch.tensor(3.5), torch.empty(0, 2)])
    assert out[0].shape == () and out[0] == 3.5
    assert out[1].shape == (0, 2)
