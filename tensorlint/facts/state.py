"""The flow state of one scope: environment, grad mode, autocast, default device, liveness."""

from __future__ import annotations

from dataclasses import dataclass


from tensorlint.facts.lattice import (
    NONE,
    Fact,
    Value,
    join,
    join_fact,
)


@dataclass
class State:
    env: dict[str, Value]
    grad: str = "on"  # "on" | "off" | "maybe"
    autocast: Fact = NONE  # lowp origins while a bf16 autocast region is active
    autocast_cpu: bool = True  # its device: CPU autocast runs far fewer ops in float32
    default_device: Fact = NONE
    dead: bool = False  # control does not fall through here (return/raise/break/continue)
    # Conditions known to hold on this path (`if use_cuda:` -> "name:use_cuda"), as literals
    # of lattice.negate; accelerator facts made here are tagged with them.
    path: frozenset = frozenset()

    def copy(self) -> "State":
        return State(dict(self.env), self.grad, self.autocast, self.autocast_cpu, self.default_device, self.dead, self.path)


def join_states(a: State, b: State) -> State:
    if a.dead:
        return b.copy() if not b.dead else a.copy()
    if b.dead:
        return a.copy()
    env = dict(a.env)
    for name, value in b.env.items():
        env[name] = join(env[name], value) if name in env else value
    grad = a.grad if a.grad == b.grad else "maybe"
    return State(env, grad, join_fact(a.autocast, b.autocast), a.autocast_cpu or b.autocast_cpu, join_fact(a.default_device, b.default_device), path=a.path & b.path)


def join_all(states: list[State]) -> State | None:
    """The join of the live states among `states`, or None when none is live."""
    live = [s for s in states if not s.dead]
    if not live:
        return None
    merged = live[0].copy()
    for other in live[1:]:
        merged = join_states(merged, other)
    return merged


def same_state(a: State, b: State) -> bool:
    """Whether two states hold the same facts (a loop has reached its fixed point)."""
    return a.dead == b.dead and a.grad == b.grad and a.env == b.env and a.autocast == b.autocast and a.default_device == b.default_device and a.autocast_cpu == b.autocast_cpu


def _assign_state(state: State, new: State) -> None:
    state.env = new.env
    state.grad = new.grad
    state.autocast = new.autocast
    state.autocast_cpu = new.autocast_cpu
    state.default_device = new.default_device
    state.dead = new.dead
    state.path = new.path


def synchronized(state: State) -> None:
    """Every non-blocking copy is complete from here on (TL006)."""
    for name, value in list(state.env.items()):
        if value.pending:
            state.env[name] = value.with_(pending=NONE)
