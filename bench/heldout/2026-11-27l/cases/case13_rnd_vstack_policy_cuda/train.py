# expect: TL003
# source: https://github.com/jcwleo/random-network-distillation-pytorch/pull/14 ("TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first": "GPU only problem", raised in train.py line 216 `total_logging_policy = np.vstack(total_policy)` through `Tensor.__array__`)
# note: reconstruction of the rollout part of train.py around that line (the PR gives the traceback): config.py reads UseGPU (true in the shipped config.conf), RNDAgent moves its networks to cuda and `get_action` (agents.py) returns the raw policy logits as `policy.detach()`, still on the GPU, which train.py appends to `total_policy`; `np.vstack` converts the list with NumPy and raises. The other values returned by get_action are `.data.cpu().numpy()` arrays and `total_policy` carries no grad.
import numpy as np
import torch
from torch.multiprocessing import Pipe

from agents import RNDAgent
from config import default_config, use_cuda
from envs import AtariEnvironment


def main():
    num_worker = int(default_config["NumEnv"])
    num_step = int(default_config["NumStep"])
    env_id = default_config["EnvID"]
    agent = RNDAgent(input_size=(4, 84, 84), output_size=18, num_env=num_worker, num_step=num_step,
                     gamma=float(default_config["Gamma"]), use_cuda=use_cuda)
    works, parent_conns = [], []
    for idx in range(num_worker):
        parent_conn, child_conn = Pipe()
        work = AtariEnvironment(env_id, is_render=False, env_idx=idx, child_conn=child_conn)
        work.start()
        works.append(work)
        parent_conns.append(parent_conn)
    states = np.zeros([num_worker, 4, 84, 84])
    global_update = 0
    while True:
        total_state, total_action, total_int_values, total_ext_values, total_policy = [], [], [], [], []
        for _ in range(num_step):
            actions, value_ext, value_int, policy = agent.get_action(np.float32(states) / 255.)
            for parent_conn, action in zip(parent_conns, actions):
                parent_conn.send(action)
            next_states = np.stack([conn.recv()[0] for conn in parent_conns])
            total_state.append(states)
            total_action.append(actions)
            total_ext_values.append(value_ext)
            total_int_values.append(value_int)
            total_policy.append(policy)
            states = next_states[:, :, :, :]
        global_update += 1
        total_logging_policy = np.vstack(total_policy)
        probs = np.exp(total_logging_policy - total_logging_policy.max(axis=1, keepdims=True))
        max_prob = (probs / probs.sum(axis=1, keepdims=True)).max(axis=1).mean()
        print(f"update {global_update}: ext value {np.mean(total_ext_values):.3f}  max prob {max_prob:.3f}")
        torch.save(agent.model.state_dict(), f"{env_id}.model")


if __name__ == "__main__":
    main()
