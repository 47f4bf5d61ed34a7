from gymnasium.core import Env, Wrapper
