"""TorchBench-style driver for the LearningToPaint agent."""
import argparse

import numpy as np
import torch

from baseline.DRL.ddpg import DDPG
from baseline.utils.util import to_tensor


def pick_device(name):
    if name:
        return name
    if torch.cuda.is_available():
        return "cuda"
    if hasattr(torch, "xpu") and torch.xpu.is_available():
        return "xpu"
    return "cpu"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-d", "--device", default=None)
    parser.add_argument("-n", "--iterations", type=int, default=10)
    args = parser.parse_args()
    device = pick_device(args.device)

    agent = DDPG(batch_size=96, env_batch=96, max_step=40, device=device)
    obs = np.random.randint(0, 255, size=(96, 7, 128, 128)).astype(np.uint8)
    state = to_tensor(obs, device)
    agent.reset(state, factor=0.0)
    for _ in range(args.iterations):
        action = agent.select_action(state)
        print(action.shape, float(action.mean()))


if __name__ == "__main__":
    main()
