"""TensorDict and tensorclass become ArrayDicts: dicts of arrays that keep batch_size.

Values are compared with a per-leaf reference taken from the TensorDict's own
``to_dict()`` (tensors converted by hand), and the results are searched for tensors by an
independent walker.
"""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest
import torch

from runtime_helpers import assert_same_array, leaf_reference, tensors_inside
from tensorlint import ConversionError, to_numpy, to_numpy_async
from tensorlint.runtime import ArrayDict, converter

tensordict = pytest.importorskip("tensordict")
from tensordict import LazyStackedTensorDict, TensorDict, tensorclass  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning",
                                        "ignore::DeprecationWarning",
                                        "ignore::FutureWarning")


@tensorclass
class Obs:
    pixels: torch.Tensor
    name: str
    inner: "Obs | None" = None


def rollout() -> TensorDict:
    g = torch.Generator().manual_seed(0)
    return TensorDict({
        "observation": torch.randn(4, 3, generator=g, requires_grad=True),
        "action": torch.randint(0, 5, (4,), generator=g),
        "done": torch.zeros(4, 1, dtype=torch.bool),
        "bf16": torch.randn(4, 2, generator=g).to(torch.bfloat16),
        "next": {"reward": torch.randn(4, 1, generator=g, dtype=torch.float64),
                 "deep": {"x": torch.arange(8).reshape(4, 2)}},
        "env_name": "CartPole",
    }, batch_size=[4])


def reference(value):
    """The expected result, from to_dict() (nested dicts, Python values) by hand."""
    if isinstance(value, torch.Tensor):
        return leaf_reference(value)
    if isinstance(value, dict):
        return {k: reference(v) for k, v in value.items()}
    return value


def assert_matches(got, want):
    if isinstance(want, np.ndarray):
        assert_same_array(got, want)
    elif isinstance(want, dict):
        assert isinstance(got, dict) and list(got) == list(want)
        for k in want:
            assert_matches(got[k], want[k])
    else:
        assert got == want


@pytest.fixture(params=["direct", "batched"])
def mode(request, monkeypatch):
    # "batched" sends CPU leaves through the packed one-copy transfer (the CUDA path's
    # logic), so placeholders sit inside the ArrayDicts until the copy lands.
    if request.param == "batched":
        monkeypatch.setattr(converter, "BATCHED_DEVICE_TYPES", {"cuda", "cpu"})
    return request.param


def test_tensordict_becomes_nested_arraydict(mode):
    td = rollout()
    out = to_numpy(td)
    assert type(out) is ArrayDict and out.batch_size == (4,)
    assert type(out["next"]) is ArrayDict and out["next"].batch_size == (4,)
    assert type(out["next"]["deep"]) is ArrayDict
    assert_matches(out, reference(td.to_dict()))
    assert out["bf16"].dtype == np.float32 and out["env_name"] == "CartPole"
    assert tensors_inside(out) == []


def test_equal_to_tensordict_numpy_where_that_works():
    td = rollout().exclude("bf16").detach()  # .numpy() refuses bf16 and grad
    out = to_numpy(td)
    want = td.numpy()
    assert_matches(out, reference(want))  # same keys, nesting, dtypes and values


def test_tensorclass_becomes_arraydict_of_its_fields(mode):
    inner = Obs(pixels=torch.ones(2, 1, dtype=torch.bfloat16), name="in", batch_size=[2])
    obs = Obs(pixels=torch.rand(2, 3, requires_grad=True), name="cam", inner=inner,
              batch_size=[2])
    out = to_numpy(obs)
    assert type(out) is ArrayDict and out.batch_size == (2,)
    assert list(out) == ["pixels", "name", "inner"]
    assert_same_array(out["pixels"], leaf_reference(obs.pixels))
    assert out["name"] == "cam"
    assert type(out["inner"]) is ArrayDict and out["inner"]["name"] == "in"
    assert_same_array(out["inner"]["pixels"], np.ones((2, 1), np.float32))
    assert out["inner"]["inner"] is None
    assert tensors_inside(out) == []
    # the input is untouched, and consistent (the old result was a half-converted copy)
    assert isinstance(obs.pixels, torch.Tensor) and obs.pixels.requires_grad


def test_tensordict_inside_other_containers_and_tensorclass_in_tensordict(mode):
    obs = Obs(pixels=torch.ones(3), name="a", batch_size=[3])
    td = TensorDict({"obs": obs, "r": torch.arange(3.0)}, batch_size=[3])
    out = to_numpy({"batch": [td], "step": torch.tensor(7)})
    got = out["batch"][0]
    assert type(got) is ArrayDict and got.batch_size == (3,)
    assert type(got["obs"]) is ArrayDict  # a tensorclass stored in a TensorDict
    assert_same_array(got["obs"]["pixels"], np.ones(3, np.float32))
    assert got["obs"]["name"] == "a"
    assert_same_array(got["r"], np.arange(3, dtype=np.float32))
    assert_same_array(out["step"], np.array(7))
    assert tensors_inside(out) == []


def test_empty_tensordict_keeps_batch_size():
    out = to_numpy(TensorDict({}, batch_size=[5, 2]))
    assert out == {} and out.batch_size == (5, 2)


def test_lazy_stack_same_shapes_is_stacked():
    tds = [TensorDict({"a": torch.full((3,), float(i)), "s": f"s{i}"}) for i in range(2)]
    out = to_numpy(LazyStackedTensorDict.lazy_stack(tds))
    assert out.batch_size == (2,)
    assert_same_array(out["a"], np.array([[0.0] * 3, [1.0] * 3], np.float32))
    assert out["s"] == ["s0", "s1"]


def test_lazy_stack_of_different_shapes_gives_a_list_per_key():
    tds = [TensorDict({"a": torch.ones(3)}), TensorDict({"a": torch.zeros(4)})]
    ls = LazyStackedTensorDict.lazy_stack(tds)
    with pytest.raises(RuntimeError):
        ls.numpy()  # what tensordict itself does
    out = to_numpy(ls)
    assert out.batch_size == (2,) and type(out["a"]) is list
    assert_same_array(out["a"][0], np.ones(3, np.float32))
    assert_same_array(out["a"][1], np.zeros(4, np.float32))


def test_error_path_goes_through_tensordict_keys():
    td = TensorDict({"next": {"bad": torch.empty(2, device="meta")}}, batch_size=[2])
    with pytest.raises(ConversionError) as info:
        to_numpy({"rollout": td})
    assert info.value.path == "obj['rollout']['next']['bad']"
    assert "meta tensor" in str(info.value)


def test_error_path_goes_through_tensorclass_fields():
    obs = Obs(pixels=torch.ones(1, dtype=torch.bfloat16), name="x", batch_size=[1])
    with pytest.raises(ConversionError) as info:
        to_numpy([obs], dtype_policy="raise")
    assert info.value.path == "obj[0].pixels"


def test_arraydict_pickles_and_copies_with_batch_size():
    out = to_numpy(rollout())
    for clone in (pickle.loads(pickle.dumps(out)), copy.copy(out), copy.deepcopy(out)):
        assert type(clone) is ArrayDict and clone.batch_size == (4,)
        assert clone["next"].batch_size == (4,)
        np.testing.assert_array_equal(clone["action"], out["action"])
    assert "batch_size=(4,)" in repr(out)


def test_async_on_tensordict(mode):
    td = rollout()
    out = to_numpy_async(td).result()
    assert type(out) is ArrayDict and out.batch_size == (4,)
    assert_matches(out, reference(td.to_dict()))
    assert tensors_inside(out) == []


def test_tensordict_of_cpu_tensors_shares_memory_by_default():
    x = torch.arange(4.0)
    out = to_numpy(TensorDict({"x": x}, batch_size=[4]))
    assert np.shares_memory(out["x"], x.numpy())
    out = to_numpy(TensorDict({"x": x}, batch_size=[4]), copy=True)
    assert not np.shares_memory(out["x"], x.numpy())
