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
    dead: bool = False  # control left (return/raise/break/continue)

    def copy(self) -> "State":
        return State(dict(self.env), self.grad, self.autocast, self.autocast_cpu, self.default_device, self.dead)


def join_states(a: State, b: State) -> State:
    if a.dead:
        return b.copy() if not b.dead else a.copy()
    if b.dead:
        return a.copy()
    env = dict(a.env)
    for name, value in b.env.items():
        env[name] = join(env[name], value) if name in env else value
    grad = a.grad if a.grad == b.grad else "maybe"
    return State(env, grad, join_fact(a.autocast, b.autocast), a.autocast_cpu or b.autocast_cpu, join_fact(a.default_device, b.default_device))


def _assign_state(state: State, new: State) -> None:
    state.env = new.env
    state.grad = new.grad
    state.autocast = new.autocast
    state.autocast_cpu = new.autocast_cpu
    state.default_device = new.default_device
    state.dead = new.dead
