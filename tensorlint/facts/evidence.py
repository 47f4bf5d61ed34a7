"""The kinds of evidence step the facts pass records, and what the analysis may ask of them.

A step is data (lattice.Step: a kind and its fields); its text is a template in
report/evidence.py, rendered only when a diagnostic is built. What behaviour needs of a step
is declared here, never read from its text:
- `nameable`: once the value is bound to a name, the step is about that name (rendered
  "`x` created on 'cuda'").
- `guess`: the step is an assumption (a device variable nothing proves to be the CPU), so
  a chain that ends in it explains less than one that ends in evidence.
- `mentions`: fields that name a variable, an expression or a device label; a guard on that
  name (`if device != "cpu": ...`) clears an origin whose chain mentions it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tensorlint.facts.lattice import Step


@dataclass(frozen=True, order=True)
class Label:
    """How evidence names a device or a dtype, as data: a form (LABEL_FORMS) and the text it
    quotes; report/evidence.py renders it (`device`, 'cuda', the device of `x`, cuda:0). A
    guard on a name clears the chains whose labels are that name (`mentions`)."""

    form: str
    text: str


LABEL_FORMS = (
    "name",  # a variable or expression that holds a device: `device`, `self.device`
    "device-string",  # a device written as a string: 'cuda:0'
    "device-of",  # the device of a tensor or module: the device of `x`
    "cuda-index",  # an integer device: cuda:0
    "plain",  # quoted as it is written: torch.bfloat16, a default's source
)


@dataclass(frozen=True)
class StepKind:
    nameable: bool = False
    mentions: tuple[str, ...] = ()
    guess: bool = False  # an origin that is a guess, not evidence: chains with a real cause explain better
    # As the newest step of a grad chain: the value is a leaf (a parameter, a tensor created
    # with requires_grad) or a module, which holds no autograd history of its own (TL008).
    leaf: bool = False
    # A guess that a device is the accelerator where there is one ("cuda when available"):
    # where no CUDA device is available it does not hold (lattice.contradicts).
    device_guess: bool = False
    # A guess about a value a caller passes (its `of` field names the parameter): its device,
    # or that a module passed in trains (`net_g.train()` of `net_g, net_d = nets`). A call that
    # passes the argument replaces it by what that argument's own facts say (calls.py), as
    # for a conversion of the argument itself; it stands where nothing calls.
    guess_of_argument: bool = False
    # The value itself moved or cast (`sae.to(dtype=torch.bfloat16)`, `net.cuda()`): a torch
    # object, a tensor or a module, whatever it was before.
    relocates: bool = False
    # As the oldest step: the device is whichever accelerator the machine has, as a framework
    # or torch picks it (Lightning's accelerator="auto", accelerate, the HF Trainer,
    # `torch.accelerator`): CUDA, or MPS, XPU... where there is no CUDA (lattice.NOT_ON).
    any_accelerator: bool = False
    # The same value handed on (a call's argument, a function's result): what holds of it
    # before holds after (relocated() looks through these).
    hands_on: bool = False


# Declaration order is also the order in which equally short evidence chains are preferred
# (lattice.reason_key): a move explains a model's output better than its input's creation.
STEP_KINDS: dict[str, StepKind] = {
    # where a device comes from
    "may-be-device": StepKind(nameable=True),  # a device string
    "device-not-cpu": StepKind(mentions=("label",), guess=True, device_guess=True),  # a device variable nothing proves CPU
    "parameter-device-not-cpu": StepKind(mentions=("label", "of"), guess=True, device_guess=True, guess_of_argument=True),  # the device of a parameter
    "cuda-index": StepKind(),  # an integer device: CUDA
    "current-accelerator": StepKind(any_accelerator=True),  # torch.accelerator.current_accelerator()
    "cuda-tensor-type": StepKind(),  # torch.cuda.LongTensor
    "created-as-type": StepKind(nameable=True, mentions=("type",)),
    "default-device-set": StepKind(mentions=("device",)),
    # moves and casts
    "moved-cuda": StepKind(mentions=("recv",), relocates=True),
    "moved-to": StepKind(mentions=("recv", "device"), relocates=True),
    "moved-to-device-of": StepKind(mentions=("recv", "other"), relocates=True),
    "moved-by-helper": StepKind(),
    "cast-to": StepKind(mentions=("recv", "target"), relocates=True),
    "cast-with": StepKind(mentions=("recv",), relocates=True),
    "layout": StepKind(nameable=True),
    "non-blocking-copy": StepKind(nameable=True, mentions=("recv",)),
    "requires-grad-call": StepKind(leaf=True),
    "requires-grad-set": StepKind(leaf=True),
    "backward-called": StepKind(mentions=("recv",)),  # only a tensor with a graph has one
    # tensors made or loaded
    "created-on": StepKind(nameable=True, mentions=("device",)),
    "made-on-device": StepKind(nameable=True, mentions=("func", "device")),
    "library-default-device": StepKind(nameable=True, mentions=("func",)),
    "embedded-on-model-device": StepKind(nameable=True, mentions=("func",)),
    "created-default-device": StepKind(nameable=True),
    "created-with-dtype": StepKind(nameable=True),
    "created-requires-grad": StepKind(nameable=True, leaf=True),
    "nn-parameter": StepKind(nameable=True, leaf=True),
    "loaded-with": StepKind(nameable=True, mentions=("value",)),
    "dtype-no-numpy": StepKind(),
    "dtype-checked": StepKind(mentions=("name",)),
    "computed-under-bf16-autocast": StepKind(nameable=True),
    "computed-under-default-autocast": StepKind(nameable=True),
    # modules and parameters
    "module-class-trainable": StepKind(mentions=("cls",), leaf=True),
    "loaded-module-output": StepKind(mentions=("func",)),
    "lightning-module": StepKind(mentions=("cls",), any_accelerator=True),
    "data-parallel": StepKind(),
    "lightning-bf16": StepKind(),
    "module-input": StepKind(nameable=False, mentions=("name",)),
    # where `if x.is_cuda:` is false, x is still on whatever other accelerator it may be on
    "other-accelerator": StepKind(),
    # the project names an accelerator somewhere: a guess about where its modules run
    "project-uses-accelerator": StepKind(guess=True, device_guess=True),
    "instance-moved": StepKind(mentions=("cls",)),  # an instance of the class moved in the project
    "accelerate-device": StepKind(mentions=("owner",), any_accelerator=True),
    "lightning-batch": StepKind(mentions=("name",), any_accelerator=True),
    "lightning-logged-metrics": StepKind(mentions=("src",), any_accelerator=True),
    "lightning-callback-module": StepKind(mentions=("name",), any_accelerator=True),
    "hf-trainer-model": StepKind(mentions=("name",), leaf=True, any_accelerator=True),
    "hf-trainer-inputs": StepKind(mentions=("name",), any_accelerator=True),
    "lightning-epoch-outputs": StepKind(mentions=("name",), any_accelerator=True),
    "lightning-step-output": StepKind(mentions=("name",), any_accelerator=True),
    "framework-callback": StepKind(mentions=("name",), any_accelerator=True),
    "framework-logits": StepKind(mentions=("name",)),
    "module-hook-argument": StepKind(mentions=("module",)),
    "callee-trainable": StepKind(mentions=("func",), leaf=True),
    "pretrained-trainable": StepKind(mentions=("owner",), leaf=True),
    "module-params-require-grad": StepKind(mentions=("target",), leaf=True),
    # `model.eval()` on a value of unknown origin: only a module has it (an inference, so a
    # caller's evidence explains better)
    "module-mode-call": StepKind(mentions=("target",), guess=True, leaf=True),
    "passed-module-mode-call": StepKind(mentions=("target", "of"), guess=True, leaf=True, guess_of_argument=True),  # of a module passed in as `of`
    "optimised-module": StepKind(mentions=("target",), leaf=True),
    "module-output": StepKind(mentions=("func",)),
    # what a callable nothing describes returns given such a tensor (only where it is a tensor)
    "follows-input": StepKind(mentions=("func",)),
    "method-output": StepKind(),
    "parameters-of": StepKind(mentions=("recv",), leaf=True),
    "is-a-parameter": StepKind(mentions=("src",), leaf=True),
    # calls between functions of the module
    "called-with": StepKind(mentions=("arg", "param"), hands_on=True),
    "returned-by": StepKind(hands_on=True),
    "called-under-default-device": StepKind(hands_on=True),
    "defaults-to": StepKind(mentions=("name", "default")),
    "defaults-to-label": StepKind(mentions=("name", "default")),
    # strict mode
    "unknown-origin": StepKind(mentions=("subject",), guess=True),
    "numpy-dispatch": StepKind(mentions=("subject",)),
}


def mentions(step: "Step", name: str) -> bool:
    """Whether the step is about `name`: the name it was bound to, or a field naming it (a
    device label of the form "name" whose text is `name`)."""
    if step.name == name:
        return True
    return any(_names(step.arg(field), name) for field in STEP_KINDS[step.kind].mentions)


def _names(value, name: str) -> bool:
    return value == name or value == Label("name", name)


def relocated(value) -> bool:
    """Whether a fact of `value` comes from moving or casting the value itself (its newest
    step after those that hand it on: StepKind.relocates), so that it is a torch object."""
    for fact in (value.accel, value.lowp):
        for origin in fact:
            for step in getattr(origin, "steps", ()):
                kind = STEP_KINDS[step.kind]
                if kind.relocates:
                    return True
                if not kind.hands_on:
                    break
    return False


def guess_of_argument(origin, names) -> bool:
    """Whether `origin` is a guess about the device of what a caller passes for one of the
    parameters `names` (StepKind.guess_of_argument)."""
    steps = getattr(origin, "steps", None)
    if not steps or not STEP_KINDS[steps[-1].kind].guess_of_argument:
        return False
    return steps[-1].arg("of") in names


def guess_about(origin, names) -> bool:
    """Whether `origin` (a Reason; a ParamRef never is) is a guess about one of the
    parameters `names`: a device variable nothing proves to be the CPU, which a caller that
    passes the CPU disproves."""
    steps = getattr(origin, "steps", None)
    if not steps:
        return False
    last = steps[-1]
    return STEP_KINDS[last.kind].guess and any(mentions(last, n) for n in names)


RANK = {kind: rank for rank, kind in enumerate(STEP_KINDS)}
