# expect: none
# source: https://github.com/google/brax/pull/152 (the fix: `total_loss += float(loss)`)
# note: the training loop after the PR: the graph-attached loss on the agent's device is read with float() before it is accumulated, and the per-update history is a list of Python floats, so np.mean, np.std and plt.plot never see a tensor.
import matplotlib.pyplot as plt
import numpy as np
import torch
from torch import nn, optim


def train(env, agent, num_updates=1000, lr=3e-4, device="cuda"):
    agent = agent.to(device)
    optimizer = optim.Adam(agent.parameters(), lr=lr)
    total_loss = 0.0
    history = []
    for update in range(num_updates):
        td = env.rollout(agent, num_steps=128)
        optimizer.zero_grad()
        loss = agent.loss(td)
        loss.backward()
        nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
        optimizer.step()
        total_loss += float(loss)
        history.append(loss.item())
        if update % 100 == 0:
            window = history[-100:]
            print(f"update {update}: loss {np.mean(window):.4f} +- {np.std(window):.4f}")

    plt.plot(np.arange(len(history)), history)
    plt.xlabel("update")
    plt.ylabel("ppo loss")
    plt.savefig("ppo_loss.png")
    return total_loss / num_updates
