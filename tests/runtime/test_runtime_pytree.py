"""Classes registered as pytree nodes (torch's registry, optree's) are walked through their
flatten/unflatten functions; a class that cannot hold arrays is an error, never a tensor
left behind."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.utils._pytree as pytree

from runtime_helpers import assert_same_array, leaf_reference, tensors_inside
from tensorlint import ConversionError, to_numpy, to_numpy_async
from tensorlint.runtime import converter

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


class Pair:
    """A user class torch's pytree knows, with key paths."""

    def __init__(self, first, second, tag="t"):
        self.first, self.second, self.tag = first, second, tag


pytree.register_pytree_node(
    Pair,
    lambda p: ([p.first, p.second], p.tag),
    lambda values, tag: Pair(*values, tag=tag),
    flatten_with_keys_fn=lambda p: ([(pytree.GetAttrKey("first"), p.first),
                                     (pytree.GetAttrKey("second"), p.second)], p.tag),
)


class Bag:
    """Registered without key paths."""

    def __init__(self, items):
        self.items = list(items)


pytree.register_pytree_node(Bag, lambda b: (b.items, None), lambda values, _: Bag(values))


class TensorOnly:
    """A class whose constructor turns whatever it gets back into tensors (as TensorDict's
    own pytree unflatten does)."""

    def __init__(self, value):
        self.value = torch.as_tensor(value)


pytree.register_pytree_node(TensorOnly, lambda t: ([t.value], None),
                            lambda values, _: TensorOnly(values[0]))


class Strict:
    """A class that refuses anything but tensors."""

    def __init__(self, value):
        if not isinstance(value, torch.Tensor):
            raise TypeError("Strict wants a tensor")
        self.value = value


pytree.register_pytree_node(Strict, lambda s: ([s.value], None),
                            lambda values, _: Strict(values[0]))


@pytest.fixture(params=["direct", "batched"])
def mode(request, monkeypatch):
    if request.param == "batched":  # leaves become placeholders until the copy lands
        monkeypatch.setattr(converter, "BATCHED_DEVICE_TYPES", {"cuda", "cpu"})
    return request.param


def test_custom_torch_pytree_node_is_converted(mode):
    a = torch.randn(3, requires_grad=True)
    b = torch.arange(4).to(torch.bfloat16)
    out = to_numpy({"p": Pair(a, [b, "s"], tag="x")})
    p = out["p"]
    assert type(p) is Pair and p.tag == "x"
    assert_same_array(p.first, leaf_reference(a))
    assert type(p.second) is list and p.second[1] == "s"
    assert_same_array(p.second[0], leaf_reference(b))
    assert tensors_inside(out) == []


def test_nested_nodes_and_nodes_without_keys(mode):
    x, y = torch.ones(2), torch.zeros(1, dtype=torch.float64)
    out = to_numpy(Bag([Pair(x, Bag([y])), 3]))
    assert type(out) is Bag and out.items[1] == 3
    inner = out.items[0]
    assert type(inner) is Pair and type(inner.second) is Bag
    assert_same_array(inner.first, leaf_reference(x))
    assert_same_array(inner.second.items[0], leaf_reference(y))
    assert tensors_inside(out) == []


def test_async_rebuilds_nodes_only_after_the_copy(mode):
    x = torch.arange(5.0)
    handle = to_numpy_async([Pair(x, x * 2)])
    out = handle.result()
    assert type(out[0]) is Pair
    assert_same_array(out[0].first, leaf_reference(x))
    assert_same_array(out[0].second, leaf_reference(x * 2))


def test_strict_class_gets_arrays_only_when_final(monkeypatch):
    # The unflatten function never sees a placeholder: with the batched path it still
    # gets arrays (and refuses them, as it would refuse arrays anywhere).
    monkeypatch.setattr(converter, "BATCHED_DEVICE_TYPES", {"cuda", "cpu"})
    seen = []

    class Spy:
        def __init__(self, value):
            self.value = value

    pytree.register_pytree_node(Spy, lambda s: ([s.value], None),
                                lambda values, _: seen.append(type(values[0])) or Spy(*values))
    try:
        out = to_numpy([Spy(torch.ones(2))])
    finally:
        pytree._deregister_pytree_node(Spy)
    assert seen == [np.ndarray]
    assert_same_array(out[0].value, np.ones(2, np.float32))


def test_a_node_that_wraps_arrays_back_is_an_error_with_its_path(mode):
    with pytest.raises(ConversionError) as info:
        to_numpy({"state": [TensorOnly(torch.ones(2))]})
    assert info.value.path == "obj['state'][0]"
    assert "turns arrays back into tensors" in str(info.value)


def test_a_node_that_refuses_arrays_is_an_error_with_its_path():
    with pytest.raises(ConversionError) as info:
        to_numpy({"s": Strict(torch.ones(2))})
    assert info.value.path == "obj['s']"
    assert "Strict wants a tensor" in str(info.value)


def test_leaf_errors_inside_nodes_name_the_key_path():
    bad = torch.empty(1, device="meta")
    with pytest.raises(ConversionError) as info:
        to_numpy({"p": Pair(torch.ones(1), [torch.ones(1), bad])})
    assert info.value.path == "obj['p'].second[1]"
    with pytest.raises(ConversionError) as info:
        to_numpy(Bag([torch.ones(1), bad]))
    assert info.value.path == "obj<child 1>"


def test_registration_after_first_use_is_seen():
    class Late:
        def __init__(self, v):
            self.v = v

    obj = [Late(torch.ones(1))]
    assert isinstance(to_numpy(obj)[0].v, torch.Tensor)  # not registered: left as is
    pytree.register_pytree_node(Late, lambda x: ([x.v], None), lambda vs, _: Late(vs[0]))
    try:
        assert_same_array(to_numpy(obj)[0].v, np.ones(1, np.float32))
    finally:
        pytree._deregister_pytree_node(Late)


def test_optree_nodes_in_any_namespace(mode):
    optree = pytest.importorskip("optree")

    class Box:
        def __init__(self, a, b):
            self.a, self.b = a, b

    class Other:
        def __init__(self, a):
            self.a = a

    optree.register_pytree_node(Box, lambda x: ((x.a, x.b), None, ("a", "b")),
                                lambda _, ch: Box(*ch), namespace="mylib",
                                path_entry_type=optree.GetAttrEntry)
    optree.register_pytree_node(Other, lambda x: ((x.a,), None),
                                lambda _, ch: Other(*ch), namespace="otherlib")
    try:
        x = torch.randn(3, requires_grad=True)
        out = to_numpy({"box": Box(x, Other(torch.arange(2)))})
        assert type(out["box"]) is Box and type(out["box"].b) is Other
        assert_same_array(out["box"].a, leaf_reference(x))
        assert_same_array(out["box"].b.a, np.arange(2))
        assert tensors_inside(out) == []
        with pytest.raises(ConversionError) as info:
            to_numpy([Box(torch.ones(1), torch.empty(1, device="meta"))])
        assert info.value.path == "obj[0].b"
    finally:
        optree.unregister_pytree_node(Box, namespace="mylib")
        optree.unregister_pytree_node(Other, namespace="otherlib")
