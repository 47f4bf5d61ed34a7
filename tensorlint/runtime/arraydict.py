"""``ArrayDict``: what a TensorDict or a tensorclass becomes.

A TensorDict cannot hold NumPy arrays (assigning one wraps it back into a tensor), and a
tensorclass keeps its data in a TensorDict, so neither can be returned "in kind" with
arrays inside. The result is a plain ``dict`` of the entries, nested for sub-TensorDicts,
as ``TensorDict.numpy()`` and ``tensorclass.to_dict()`` give, that also remembers the
batch size: the one thing a dict of arrays cannot say when it holds no array (an empty
TensorDict) or only non-tensor data.
"""

from __future__ import annotations

from typing import Any, Iterable


class ArrayDict(dict[str, Any]):
    """A ``dict`` of converted entries plus the ``batch_size`` of the TensorDict or
    tensorclass it came from (a tuple of ints).

    It compares equal to a plain dict with the same items (``batch_size`` is not part of
    equality), pickles and copies with its ``batch_size``, and is accepted wherever a dict
    is (``np.savez(**d)``, ``json.dumps`` of its non-array items, ``pd.DataFrame``).
    """

    batch_size: tuple[int, ...]

    def __init__(self, items: Iterable[tuple[str, Any]] | dict[str, Any] = (), *,
                 batch_size: Iterable[int] = ()) -> None:
        super().__init__(items)
        self.batch_size = tuple(int(n) for n in batch_size)

    def __repr__(self) -> str:
        return f"ArrayDict({dict.__repr__(self)}, batch_size={self.batch_size})"
