# expect: TL003
# source: https://github.com/ray-project/ray/issues/8688 ("[rllib] valuation script tryies to convert pytorch cuda tensor to numpy": "When using rllib and turning on evaluation, rllib tries to convert pytorch cuda tensor to numpy and fails with exception \"TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"" with `ApexTrainer`, `"num_gpus": 1`, `"use_pytorch": True`; the maintainer's workaround: "change line ~380 in dqn_tf_policy.py to `new_priorities = ( np.abs(td_errors.cpu()) + policy.config[\"prioritized_replay_eps\"])`")
# note: RLlib's Ape-X DQN with the torch policy, reconstructed and reduced to one file: the policy puts its Q-model and target model on `cuda` when `num_gpus > 0`, `compute_td_error` turns the NumPy sample batch into tensors on that device and returns the TD errors (computed under `torch.no_grad()`, so they carry no graph), and the worker-side prioritisation in `postprocess_nstep_and_prio` (shared with the TF policy) passes them to `np.abs`, which converts a cuda tensor through `Tensor.__array__`. Traps: the sample batch columns are NumPy arrays named like tensors (`obs`, `rewards`, `weights`), `np.mean` of the NumPy rewards, `loss.item()`, and the action choice `q_values.argmax(dim=1).cpu().numpy()`.
import numpy as np
import torch
import torch.nn as nn

DEFAULT_CONFIG = {
    "num_gpus": 1,
    "gamma": 0.99,
    "n_step": 3,
    "prioritized_replay_eps": 1e-6,
    "worker_side_prioritization": True,
    "lr": 5e-4,
}


class DQNTorchModel(nn.Module):
    def __init__(self, obs_dim, num_actions, hiddens=(256, 256)):
        super().__init__()
        layers, last = [], obs_dim
        for h in hiddens:
            layers += [nn.Linear(last, h), nn.ReLU()]
            last = h
        self.body = nn.Sequential(*layers)
        self.q_head = nn.Linear(last, num_actions)

    def forward(self, obs):
        return self.q_head(self.body(obs))


class DQNTorchPolicy:
    def __init__(self, obs_dim, num_actions, config):
        self.config = dict(DEFAULT_CONFIG, **config)
        use_gpu = self.config["num_gpus"] > 0 and torch.cuda.is_available()
        self.device = torch.device("cuda" if use_gpu else "cpu")
        self.model = DQNTorchModel(obs_dim, num_actions).to(self.device)
        self.target_model = DQNTorchModel(obs_dim, num_actions).to(self.device)
        self.target_model.load_state_dict(self.model.state_dict())
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=self.config["lr"])

    def _lazy_tensor_dict(self, batch):
        return {k: torch.as_tensor(v, device=self.device) for k, v in batch.items()}

    def compute_actions(self, obs_batch, epsilon=0.05):
        with torch.no_grad():
            q_values = self.model(torch.as_tensor(obs_batch, dtype=torch.float32, device=self.device))
        actions = q_values.argmax(dim=1).cpu().numpy()
        explore = np.random.random(len(actions)) < epsilon
        actions[explore] = np.random.randint(0, q_values.shape[1], size=int(explore.sum()))
        return actions

    def _td_error(self, t):
        q_t = self.model(t["obs"])
        q_t_selected = q_t.gather(1, t["actions"].long().unsqueeze(1)).squeeze(1)
        q_tp1_best = self.target_model(t["new_obs"]).max(dim=1).values
        gamma_n = self.config["gamma"] ** self.config["n_step"]
        target = t["rewards"] + gamma_n * (1.0 - t["dones"]) * q_tp1_best
        return q_t_selected - target

    def compute_td_error(self, obs_t, act_t, rew_t, obs_tp1, done_mask, importance_weights):
        t = self._lazy_tensor_dict({
            "obs": obs_t, "actions": act_t, "rewards": rew_t,
            "new_obs": obs_tp1, "dones": done_mask, "weights": importance_weights,
        })
        with torch.no_grad():
            td_error = self._td_error(t)
        return td_error

    def learn_on_batch(self, batch):
        t = self._lazy_tensor_dict(batch)
        td_error = self._td_error(t)
        loss = (t["weights"] * td_error.pow(2)).mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return {"loss": loss.item()}


def postprocess_nstep_and_prio(policy, batch):
    # Prioritize on the worker side.
    if batch["obs"].shape[0] > 0 and policy.config["worker_side_prioritization"]:
        td_errors = policy.compute_td_error(
            batch["obs"], batch["actions"], batch["rewards"],
            batch["new_obs"], batch["dones"], batch["weights"])
        new_priorities = np.abs(td_errors) + policy.config["prioritized_replay_eps"]
        batch["weights"] = new_priorities
    return batch


def sample_batch(policy, obs_dim, size=32, rng=np.random.default_rng(0)):
    obs = rng.standard_normal((size, obs_dim)).astype(np.float32)
    actions = policy.compute_actions(obs)
    rewards = rng.random(size).astype(np.float32)
    return {
        "obs": obs,
        "actions": actions.astype(np.int64),
        "rewards": rewards,
        "new_obs": rng.standard_normal((size, obs_dim)).astype(np.float32),
        "dones": (rng.random(size) < 0.05).astype(np.float32),
        "weights": np.ones(size, dtype=np.float32),
    }


if __name__ == "__main__":
    policy = DQNTorchPolicy(obs_dim=8, num_actions=4, config={"num_gpus": 1})
    for it in range(5):
        batch = sample_batch(policy, obs_dim=8)
        print("mean reward", float(np.mean(batch["rewards"])))
        batch = postprocess_nstep_and_prio(policy, batch)
        batch["weights"] = np.asarray(batch["weights"], dtype=np.float32) / np.max(batch["weights"])
        stats = policy.learn_on_batch(batch)
        print(it, stats)
