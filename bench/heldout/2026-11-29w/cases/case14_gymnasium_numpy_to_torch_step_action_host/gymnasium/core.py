"""Minimal `Env` / `Wrapper` base classes (the parts the wrapper below uses)."""
from typing import Any, Generic, TypeVar

ObsType = TypeVar("ObsType")
ActType = TypeVar("ActType")
WrapperObsType = TypeVar("WrapperObsType")
WrapperActType = TypeVar("WrapperActType")


class Env(Generic[ObsType, ActType]):
    metadata: dict = {"render_modes": []}

    def step(self, action: ActType):
        raise NotImplementedError

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        raise NotImplementedError

    def close(self):
        pass


class Wrapper(Env[WrapperObsType, WrapperActType]):
    def __init__(self, env: Env):
        self.env = env

    def step(self, action: WrapperActType):
        return self.env.step(action)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        return self.env.reset(seed=seed, options=options)

    def close(self):
        return self.env.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.env, name)
