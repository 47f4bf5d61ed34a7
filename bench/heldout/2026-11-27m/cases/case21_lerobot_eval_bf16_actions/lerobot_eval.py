# expect: TL004
# source: https://github.com/huggingface/lerobot/pull/3062 ("fix(eval): cast actions to float32 before numpy conversion": "Fixes a crash in the evaluation pipeline when policies output bfloat16 tensors (e.g. X-VLA with dtype: bfloat16). The issue is that action.to("cpu").numpy() fails because numpy does not support bfloat16."; fixes #2956)
# note: condensed rollout() of lerobot_eval.py around the changed line (observation preprocessing and the vectorised env are reduced): policy_factory.make_policy moves the policy to the configured cuda device with `dtype=torch.bfloat16` from the policy config, so `select_action` returns bfloat16 actions; `action.to("cpu").numpy()` handles device and grad (inference_mode) but raises "Got unsupported ScalarType BFloat16". Rewards and done flags come from the env as NumPy arrays and are stacked with torch.
import numpy as np
import torch

from policy_factory import make_policy


def preprocess_observation(obs, device):
    out = {}
    for key, value in obs.items():
        tensor = torch.from_numpy(np.asarray(value))
        if key.startswith("observation.images"):
            tensor = tensor.permute(0, 3, 1, 2).float() / 255.0
        out[key] = tensor.to(device, non_blocking=device.type == "cuda")
    return out


def rollout(env, policy, device, max_steps=300, seed=None):
    policy.reset()
    observation, info = env.reset(seed=seed)
    all_actions, all_rewards, all_successes, all_dones = [], [], [], []
    step = 0
    done = np.array([False] * env.num_envs)
    while not np.all(done) and step < max_steps:
        batch = preprocess_observation(observation, device)
        with torch.inference_mode():
            action = policy.select_action(batch)

        action_numpy = action.to("cpu").numpy()
        assert action_numpy.ndim == 2, "Action dimensions should be (batch, action_dim)"

        observation, reward, terminated, truncated, info = env.step(action_numpy)
        successes = np.array(info.get("is_success", [False] * env.num_envs))
        done = terminated | truncated | done

        all_actions.append(torch.from_numpy(action_numpy))
        all_rewards.append(torch.from_numpy(np.asarray(reward)))
        all_successes.append(torch.from_numpy(successes))
        all_dones.append(torch.from_numpy(done))
        step += 1

    return {
        "action": torch.stack(all_actions, dim=1),
        "reward": torch.stack(all_rewards, dim=1),
        "success": torch.stack(all_successes, dim=1),
        "done": torch.stack(all_dones, dim=1),
    }


def eval_policy(env, policy_cfg, n_episodes, device="cuda"):
    device = torch.device(device)
    policy_cfg.device = device
    policy = make_policy(policy_cfg)
    sum_rewards, successes = [], []
    for ep in range(n_episodes // env.num_envs):
        data = rollout(env, policy, device, seed=ep)
        sum_rewards.extend(data["reward"].sum(dim=1).tolist())
        successes.extend(data["success"].any(dim=1).tolist())
    return {"avg_sum_reward": float(np.mean(sum_rewards)), "pc_success": 100.0 * float(np.mean(successes))}
