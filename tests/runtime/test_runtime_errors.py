"""Tensors without readable data raise ConversionError naming the leaf's path."""

import collections
import dataclasses
from typing import NamedTuple

import pytest
import torch

from tensorlint import ConversionError, to_numpy, to_numpy_async


def meta():
    return torch.empty(2, device="meta")


class Out(NamedTuple):
    loss: object
    logits: object


@dataclasses.dataclass(frozen=True)
class Step:
    outputs: object


def raises_at(obj, path, *fragments):
    with pytest.raises(ConversionError) as info:
        to_numpy(obj)
    err = info.value
    assert isinstance(err, TypeError)
    assert err.path == path
    assert str(err).startswith(path + " ")
    for fragment in fragments:
        assert fragment in str(err)
    return err


def test_meta_path_through_dict_and_list():
    raises_at({"logits": [torch.ones(1), 2, meta()]}, "obj['logits'][2]",
              "meta tensor", "to_empty")


@pytest.mark.parametrize("obj,path", [
    (meta(), "obj"),
    ([meta()], "obj[0]"),
    ((1, (2, meta())), "obj[1][1]"),
    (Out(torch.ones(1), meta()), "obj.logits"),
    (Step({"x": meta()}), "obj.outputs['x']"),
    (collections.OrderedDict(a=1, b=[meta()]), "obj['b'][0]"),
    (collections.defaultdict(list, {3: meta()}), "obj[3]"),
    (collections.deque([1, meta()]), "obj[1]"),
    (torch.return_types.max((torch.ones(1), meta())), "obj.indices"),
    (torch.nn.Parameter(meta()), "obj"),
])
def test_paths_for_every_container(obj, path):
    raises_at(obj, path, "meta tensor")


def test_same_object_twice_reports_first():
    m = meta()
    raises_at({"a": 1, "b": m, "c": m}, "obj['b']")


def test_nested_component_path():
    nt = torch.nested.nested_tensor([torch.ones(2), torch.ones(3)], layout=torch.jagged,
                                    dtype=torch.bfloat16)
    with pytest.raises(ConversionError) as info:
        to_numpy({"nt": nt}, dtype_policy="raise")
    assert info.value.path == "obj['nt'][0]"


def test_fake_tensor():
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        fake = torch.ones(3)
    raises_at({"x": fake}, "obj['x']", "FakeTensor")


def test_functorch_vmap_wrapped():
    seen = []

    def f(x):
        with pytest.raises(ConversionError) as info:
            to_numpy({"x": x})
        seen.append(info.value)
        return x

    torch.func.vmap(f)(torch.ones(2, 3))
    assert seen[0].path == "obj['x']" and "torch.func" in str(seen[0])


def test_functorch_grad_wrapped():
    seen = []

    def f(x):
        with pytest.raises(ConversionError) as info:
            to_numpy([x])
        seen.append(info.value)
        return x.sum()

    torch.func.grad(f)(torch.ones(3))
    assert seen[0].path == "obj[0]"


def test_dtensor():
    dist = pytest.importorskip("torch.distributed")
    if not dist.is_available():
        pytest.skip("torch.distributed not built")
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Replicate, distribute_tensor

    dist.init_process_group("gloo", rank=0, world_size=1, store=dist.HashStore())
    try:
        mesh = init_device_mesh("cpu", (1,))
        d = distribute_tensor(torch.ones(4), mesh, [Replicate()])
        raises_at({"w": d}, "obj['w']", "DTensor", ".full_tensor()")
    finally:
        dist.destroy_process_group()


def test_async_raises_at_call_time():
    with pytest.raises(ConversionError, match=r"^obj\['m'\] is a meta tensor"):
        to_numpy_async({"m": meta()})


def test_error_does_not_keep_leaf_alive():
    with pytest.raises(ConversionError) as info:
        to_numpy([meta()])
    assert info.value._node is None
