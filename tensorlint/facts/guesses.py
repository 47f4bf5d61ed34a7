"""Device guesses across calls: a guess that a device parameter may be an accelerator
(evidence.guess_about) is about what a caller passes; a call that passes an argument decides
it, or hands it on to the caller's own parameter (calls.py)."""

from __future__ import annotations

from dataclasses import replace

from tensorlint.facts.evidence import Label, guess_about, guess_of_argument
from tensorlint.facts.lattice import MODULE, ParamRef, Reason


def guess_as_passed(origin, params: list[str], mapping: dict) -> set:
    """A guess about a device parameter holds where the call's argument may be off the CPU:
    the caller's conditions on it (`data` from the CPU under `if was_numpy:`, the caller's own
    parameter otherwise) go with the guess."""
    for i, arg in mapping.items():
        if i < len(params) and arg.accel and guess_about(origin, {params[i]}):
            if all(o.under for o in arg.accel):
                return {replace(origin, under=origin.under | o.under) for o in arg.accel}
            passed = {o.name for o in arg.accel if isinstance(o, ParamRef) and not o.path}
            if len(passed) == 1 and len(arg.accel) == 1:
                # The caller hands on its own parameter (`load_files(path, map_location=device)`):
                # the guess is about that one now, which its own callers may show to be the CPU.
                return {guess_renamed(origin, passed.pop())}
            break
    return {origin}


def argument_decides(origin, params: list[str], mapping: dict, fact_name: str = "accel") -> bool:
    """Whether `origin` guesses the device of an argument this call passes (`device =
    values.device`, evidence.guess_of_argument), or that a module it passes trains: the
    argument's own facts come in through the parameter's reference instead. A caller handing
    on its own parameter keeps the guess, about that parameter now (guess_as_passed)."""
    for i, arg in mapping.items():
        if i < len(params) and guess_of_argument(origin, {params[i]}):
            facts = getattr(arg, fact_name)
            own = len(facts) == 1 and all(isinstance(o, ParamRef) and not o.path for o in facts)
            if fact_name == "grad" and not any(isinstance(o, Reason) for o in facts) and arg.kind != MODULE:
                return False  # (`build(cfg)`, the caller's own parameter: the guess that it trains stands)
            return not own
    return False


def guess_renamed(origin: Reason, name: str) -> Reason:
    """A guess about a device parameter, made about the caller's parameter `name`."""
    last = origin.steps[-1]
    renamed = tuple((k, Label("name", name) if k == "label" else name if k == "of" else v) for k, v in last.args)
    return replace(origin, steps=origin.steps[:-1] + (replace(last, args=renamed),))
