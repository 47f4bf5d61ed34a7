"""The one error the converter raises for a leaf it cannot convert.

It is a ``TypeError`` (the same family as ``Tensor.numpy()``'s own refusals) so existing
``except TypeError`` handlers keep working, and it names where in the input the bad leaf
sits: in a model output of fifty tensors, "a meta tensor" alone is not actionable.
"""

from __future__ import annotations

ROOT = "obj"
# Stands for the leaf's own path inside `reason` ("it holds a tensor at <path>.weight"),
# which is known only once the error has been unwound to the root.
HERE = "\x00here\x00"


class ConversionError(TypeError):
    """A leaf of the input cannot become a NumPy array.

    ``path`` is the leaf's location written as Python, e.g. ``obj['logits'][2]``;
    ``reason`` says what is wrong and what to do, as a predicate of the path
    ("is a meta tensor ..."), so ``str(error)`` reads as one sentence.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self._parts: list[str] = []
        # The object that failed at the level being unwound: each container level looks
        # it up among its children to name the step (see tree.py). Cleared at the root.
        self._node: object = None

    @property
    def path(self) -> str:
        return ROOT + "".join(self._parts)

    def __str__(self) -> str:
        path = self.path
        return f"{path} {self.reason.replace(HERE, path)}"
