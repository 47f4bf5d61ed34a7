"""Every container kind comes back as the same type and shape, with arrays for tensors."""

import collections
import dataclasses
import types
from typing import NamedTuple

import numpy as np
import pytest
import torch

from tensorlint import to_numpy


class Point(NamedTuple):
    x: object
    y: object


Legacy = collections.namedtuple("Legacy", "a b")


@dataclasses.dataclass
class Batch:
    inputs: object
    label: str = "l"


@dataclasses.dataclass(frozen=True)
class Frozen:
    logits: object
    extra: object = None
    derived: object = dataclasses.field(init=False, default=None)


@dataclasses.dataclass(frozen=True, slots=True)
class FrozenSlots:
    a: object
    b: object


class ModelOutput(collections.OrderedDict):
    """Shaped like transformers' ModelOutput: a dict whose keys mirror attributes."""

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


class TaggedList(list):
    def __init__(self, *args, tag="t"):
        super().__init__(*args)
        self.tag = tag


class FrozenMap(collections.abc.Mapping):
    def __init__(self, data):
        self._d = dict(data)

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


def t(*values):
    return torch.tensor(values, dtype=torch.float32)


def assert_array(a, values):
    assert type(a) is np.ndarray
    np.testing.assert_array_equal(a, np.asarray(values, dtype=np.float32))


def test_list_tuple_dict():
    out = to_numpy({"a": [t(1), (t(2), 3)], "b": "text", "c": None})
    assert type(out) is dict and list(out) == ["a", "b", "c"]
    assert type(out["a"]) is list and type(out["a"][1]) is tuple
    assert_array(out["a"][0], [1])
    assert_array(out["a"][1][0], [2])
    assert out["a"][1][1] == 3 and out["b"] == "text" and out["c"] is None


def test_namedtuples():
    p = to_numpy(Point(t(1), Legacy(t(2), "s")))
    assert type(p) is Point and type(p.y) is Legacy
    assert_array(p.x, [1])
    assert_array(p.y.a, [2])
    assert p.y.b == "s"


def test_ordereddict_and_defaultdict_keep_type_order_and_factory():
    od = collections.OrderedDict([("z", t(1)), ("a", t(2))])
    out = to_numpy(od)
    assert type(out) is collections.OrderedDict and list(out) == ["z", "a"]
    assert_array(out["a"], [2])

    dd = collections.defaultdict(list, {"k": t(3)})
    out = to_numpy(dd)
    assert type(out) is collections.defaultdict and out.default_factory is list
    assert_array(out["k"], [3])
    assert out["missing"] == []  # the factory still works
    assert "missing" not in dd  # and the input was not touched


def test_deque_keeps_maxlen():
    out = to_numpy(collections.deque([t(1), t(2)], maxlen=5))
    assert type(out) is collections.deque and out.maxlen == 5
    assert_array(out[1], [2])


def test_dataclasses_plain_frozen_slots():
    b = to_numpy(Batch(t(1)))
    assert type(b) is Batch and b.label == "l"
    assert_array(b.inputs, [1])

    f = to_numpy(Frozen(t(1), [t(2)]))
    assert type(f) is Frozen
    assert_array(f.logits, [1])
    assert_array(f.extra[0], [2])
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.logits = None  # still frozen

    s = to_numpy(FrozenSlots(t(1), t(2)))
    assert type(s) is FrozenSlots
    assert_array(s.b, [2])


def test_mapping_subclass_like_model_output():
    mo = ModelOutput(logits=t(1), hidden=(t(2), t(3)))
    out = to_numpy(mo)
    assert type(out) is ModelOutput
    assert_array(out["logits"], [1])
    assert_array(out.logits, [1])  # attribute mirror updated too
    assert type(out.hidden) is tuple
    assert_array(out.hidden[1], [3])
    assert isinstance(mo["logits"], torch.Tensor)  # input untouched


def test_list_subclass_keeps_attributes():
    out = to_numpy(TaggedList([t(1)], tag="x"))
    assert type(out) is TaggedList and out.tag == "x"
    assert_array(out[0], [1])


def test_read_only_mappings():
    out = to_numpy(types.MappingProxyType({"a": t(1)}))
    assert type(out) is types.MappingProxyType
    assert_array(out["a"], [1])
    out = to_numpy(FrozenMap({"a": t(1)}))
    assert type(out) is FrozenMap
    assert_array(out["a"], [1])


def test_torch_return_types():
    x = torch.tensor([[1.0, 5.0], [7.0, 2.0]])
    out = to_numpy(torch.max(x, dim=1))
    assert type(out) is torch.return_types.max
    np.testing.assert_array_equal(out.values, [5.0, 7.0])
    np.testing.assert_array_equal(out.indices, [1, 0])
    assert out.indices.dtype == np.int64
    out = to_numpy(torch.linalg.slogdet(torch.eye(2)))
    assert type(out) is torch.return_types.linalg_slogdet
    assert out.logabsdet == 0


def test_pass_through_objects():
    arr = np.arange(3)
    obj = object()
    out = to_numpy([arr, 1, 2.5, "s", b"b", None, obj, {1, 2}])
    assert out[0] is arr and out[6] is obj and out[7] == {1, 2}
    assert out[1:6] == [1, 2.5, "s", b"b", None]
    assert to_numpy(arr) is arr
    assert to_numpy("s") == "s"


def test_containers_are_new_objects():
    inner = [t(1)]
    obj = {"a": inner}
    out = to_numpy(obj)
    assert out is not obj and out["a"] is not inner
    assert isinstance(inner[0], torch.Tensor)


def test_deep_mixture():
    obj = Frozen(
        logits=ModelOutput(scores=[Point(t(1), collections.deque([t(2)]))]),
        extra=collections.defaultdict(int, {0: (t(3), Batch(t(4)))}),
    )
    out = to_numpy(obj)
    assert_array(out.logits["scores"][0].y[0], [2])
    assert_array(out.extra[0][1].inputs, [4])
    assert out.extra.default_factory is int
