"""A place where a tensor may become a NumPy array, with what the tensor may be there."""

from __future__ import annotations

from dataclasses import dataclass, field

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: a cached run never imports libcst
    import libcst as cst

from tensorlint.facts.lattice import Reason


@dataclass
class Conversion:
    node: cst.CSTNode  # reported range: the `.numpy()` call, or the implicit argument
    subject_node: cst.BaseExpression  # the tensor expression being converted
    subject: str  # its source text, for messages
    sink: str  # how it converts, for messages: "`.numpy()`", "`np.array()`"
    explicit: bool  # `.numpy()` (True) or through `__array__` (False)
    force: bool = False  # `.numpy(force=True)`
    container: bool = False  # a list/dict of tensors: no automatic fix
    accel: Reason | None = None
    grad: Reason | None = None
    lowp: Reason | None = None
    function: str | None = None  # the converting function's qualified name (`numpy.fft.fft`)
    differentiable: bool = False  # in a Module's forward: gradients must flow through here
    # Set when the facts come from a caller of the helper function holding this conversion.
    via_call: str | None = None
    # Per fact, every best chain recorded (one per call site of a helper, and chains that
    # read the same): the checker shows the shortest, the first in the source among equals.
    evidence_candidates: dict = field(default_factory=dict)

    @property
    def subject_short(self) -> str:
        text = " ".join(self.subject.split())
        return text if len(text) <= 40 else text[:37] + "..."
