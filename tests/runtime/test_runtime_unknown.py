"""on_unknown="raise": an object the converter cannot see into that holds a tensor is an
error naming the path to the object and to the tensor inside it."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tensorlint import ConversionError, to_numpy
from tensorlint.runtime import unknown


class Holder:
    def __init__(self, value):
        self.value = value


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b


def test_module_in_a_list_raises_with_paths():
    model = torch.nn.Sequential(torch.nn.Linear(2, 2))
    with pytest.raises(ConversionError) as info:
        to_numpy({"out": torch.ones(1), "model": [model]}, on_unknown="raise")
    err = info.value
    assert err.path == "obj['model'][0]"
    assert "torch.nn.modules.container.Sequential" in str(err)
    assert "obj['model'][0]._modules['0']._parameters['weight']" in str(err)


def test_plain_objects_slots_and_nested_containers():
    with pytest.raises(ConversionError) as info:
        to_numpy([1, Holder({"k": [None, torch.ones(1)]})], on_unknown="raise")
    assert info.value.path == "obj[1]"
    assert "obj[1].value['k'][1]" in str(info.value)

    with pytest.raises(ConversionError) as info:
        to_numpy((Slotted(3, Holder(torch.ones(1))),), on_unknown="raise")
    assert "obj[0].b.value" in str(info.value)


def test_object_array_holding_tensors():
    arr = np.empty(2, dtype=object)
    arr[0], arr[1] = "x", torch.ones(1)
    with pytest.raises(ConversionError) as info:
        to_numpy({"a": arr}, on_unknown="raise")
    assert "obj['a'][1]" in str(info.value)


def test_objects_without_tensors_pass_and_are_returned_as_is():
    h = Holder({"n": 3, "arr": np.ones(2), "s": Slotted("a", None)})
    fn = len
    out = to_numpy({"h": h, "fn": fn, "mod": np, "t": torch.ones(1)}, on_unknown="raise")
    assert out["h"] is h and out["fn"] is fn and out["mod"] is np
    np.testing.assert_array_equal(out["t"], [1.0])


def test_default_keeps_unknown_objects_unchanged():
    h = Holder(torch.ones(1))
    out = to_numpy([h])
    assert out[0] is h and isinstance(h.value, torch.Tensor)


def test_search_stops_at_its_depth_limit(monkeypatch):
    deep = torch.ones(1)
    for _ in range(3):
        deep = Holder(deep)
    with pytest.raises(ConversionError):
        to_numpy([deep], on_unknown="raise")
    monkeypatch.setattr(unknown, "MAX_DEPTH", 2)
    assert to_numpy([deep], on_unknown="raise")[0] is deep


def test_cycles_terminate():
    a = Holder(None)
    a.value = [a, Holder(a)]
    assert to_numpy([a], on_unknown="raise")[0] is a


def test_bad_option_value():
    with pytest.raises(ValueError, match="on_unknown must be one of"):
        to_numpy([], on_unknown="ignore")  # type: ignore[call-overload]
