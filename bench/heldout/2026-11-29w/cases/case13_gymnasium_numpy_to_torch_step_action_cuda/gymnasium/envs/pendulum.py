"""NumPy pendulum (the classic-control dynamics), returning NumPy observations."""
import numpy as np

from gymnasium.core import Env


class PendulumEnv(Env):
    def __init__(self, max_episode_steps=200):
        self.max_speed = 8.0
        self.max_torque = 2.0
        self.dt = 0.05
        self.g = 10.0
        self.m = 1.0
        self.l = 1.0
        self.max_episode_steps = max_episode_steps
        self.np_random = np.random.default_rng()
        self.state = np.zeros(2)
        self.t = 0

    def step(self, u):
        th, thdot = self.state
        u = np.clip(u, -self.max_torque, self.max_torque)[0]
        costs = ((th + np.pi) % (2 * np.pi) - np.pi) ** 2 + 0.1 * thdot ** 2 + 0.001 * (u ** 2)
        newthdot = thdot + (3 * self.g / (2 * self.l) * np.sin(th) + 3.0 / (self.m * self.l ** 2) * u) * self.dt
        newthdot = np.clip(newthdot, -self.max_speed, self.max_speed)
        newth = th + newthdot * self.dt
        self.state = np.array([newth, newthdot])
        self.t += 1
        return self._get_obs(), -costs, False, self.t >= self.max_episode_steps, {}

    def reset(self, *, seed=None, options=None):
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
        high = np.array([np.pi, 1.0]) if not options else np.array([options.get("x_init", np.pi), 1.0])
        self.state = self.np_random.uniform(low=-high, high=high)
        self.t = 0
        return self._get_obs(), {}

    def _get_obs(self):
        theta, thetadot = self.state
        return np.array([np.cos(theta), np.sin(theta), thetadot], dtype=np.float32)
