"""A place where a tensor may become a NumPy array, with what the tensor may be there.

The same record serves every other place a rule reads (its `kind`, one of SITE_KINDS): a
NumPy reduction handed a tensor, a read of a non-blocking copy, a value accumulated across
a loop. Each carries the facts of the tensor there, found and explained the same way, and
a helper's sites get their facts from its callers as its conversions do.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: a cached run never imports libcst
    import libcst as cst

from tensorlint.facts.lattice import Reason


CONVERSION = "conversion"
NUMPY_DISPATCH = "numpy-dispatch"
ACCUMULATE = "accumulate"
ASYNC_READ = "async-read"
HOST_SLICE = "host-slice"
HOST_SYNC = "host-sync"
# What happens at a recorded place (the rules say which kind they read: Rule.site).
SITE_KINDS = (
    CONVERSION,  # the tensor becomes a NumPy array (`.numpy()`, through `__array__`)
    NUMPY_DISPATCH,  # a NumPy function calls the tensor's own method (`np.mean(t)`)
    ACCUMULATE,  # kept across a loop's iterations (`total += loss`): facts/accumulation.py
    ASYNC_READ,  # a host copy made with non_blocking=True read before a synchronisation
    HOST_SLICE,  # a part of a whole tensor copied to the host (`t.cpu()[idx]`): host_transfers.py
    HOST_SYNC,  # the host waits for the accelerator in every training step (`.item()`)
)


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
    layout: Reason | None = None  # a layout NumPy cannot take (facts only of this module)
    pending: Reason | None = None  # a non-blocking copy to the host, maybe not done yet
    # Why the subject is a tensor, where only a caller says so (`np.mean(x)` in a helper
    # called with a tensor: TL007's evidence).
    tensor: Reason | None = None
    function: str | None = None  # the converting function's qualified name (`numpy.fft.fft`)
    differentiable: bool = False  # in a Module's forward: gradients must flow through here
    # An accumulation in a framework's hook (`training_step`): the framework's calls of it are
    # the loop (facts/accumulation.py); None for a loop in the code.
    repeated_by: str | None = None
    # A callable's result a library converts (`scipy.optimize.minimize(cost_fn, x0)`: the
    # callable's name; facts/objectives.py): the fix is in what it returns.
    returned_by: str | None = None
    # Set when the facts come from a caller of the helper function holding this conversion.
    via_call: str | None = None
    # Per fact, every best chain recorded (one per call site of a helper, and chains that
    # read the same): the checker shows the shortest, the first in the source among equals.
    evidence_candidates: dict = field(default_factory=dict)
    kind: str = CONVERSION  # one of SITE_KINDS

    @property
    def key(self) -> tuple[int, str]:
        """One record per node and kind: a node may be a conversion and another site."""
        return (id(self.node), self.kind)

    @property
    def subject_short(self) -> str:
        text = " ".join(self.subject.split())
        return text if len(text) <= 40 else text[:37] + "..."

    @property
    def receiver_short(self) -> str:
        """The subject as a method's receiver in a message: `(a * 2).prod()`, `x.prod()`."""
        from tensorlint.facts.syntax import ATOMS  # (libcst: only once a finding is built)
        if isinstance(self.subject_node, ATOMS) or getattr(self.subject_node, "lpar", None):
            return self.subject_short
        return f"({self.subject_short})"
