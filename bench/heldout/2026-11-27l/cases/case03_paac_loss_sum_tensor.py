# expect: TL008
# source: https://github.com/qbx2/PAAC.pytorch/issues/1 ("Too late memory free": "loss_sum is added by Variable, its related memory is not freed. loss_sum should be added by variable.data[0]")
# note: reconstruction of the PAAC training loop around the line the issue names (the issue gives only that line; `variable.data[0]` is the pre-0.4 spelling of `.item()`): the actor-critic loss, built from the network's outputs on cuda, is added as a tensor into `loss_sum` on every update, so the running sum chains every update's autograd graph to the next and keeps them all alive until the log interval resets it (100 updates). The logged value is read with `.item()`; actions come from `dist.sample()` (no grad) and are converted after `.cpu()`.
import torch
import torch.nn.functional as F

from paac.envs import make_vec_env
from paac.model import ActorCritic

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
N_ENVS, N_STEPS, GAMMA, LOG_INTERVAL = 32, 5, 0.99, 100


def train(max_updates=100_000):
    envs = make_vec_env("BreakoutNoFrameskip-v4", N_ENVS)
    net = ActorCritic(envs.action_space.n).to(device)
    optimizer = torch.optim.RMSprop(net.parameters(), lr=7e-4, eps=0.1)
    obs = torch.from_numpy(envs.reset()).to(device)
    loss_sum = 0.0
    for update in range(1, max_updates + 1):
        log_probs, values, rewards, masks, entropies = [], [], [], [], []
        for _ in range(N_STEPS):
            logits, value = net(obs.float() / 255.0)
            dist = torch.distributions.Categorical(logits=logits)
            action = dist.sample()
            next_obs, reward, done, _ = envs.step(action.cpu().numpy())
            log_probs.append(dist.log_prob(action))
            entropies.append(dist.entropy())
            values.append(value.squeeze(-1))
            rewards.append(torch.as_tensor(reward, device=device, dtype=torch.float32))
            masks.append(torch.as_tensor(1.0 - done, device=device, dtype=torch.float32))
            obs = torch.from_numpy(next_obs).to(device)
        with torch.no_grad():
            ret = net(obs.float() / 255.0)[1].squeeze(-1)
        returns = []
        for r, m in zip(reversed(rewards), reversed(masks)):
            ret = r + GAMMA * ret * m
            returns.insert(0, ret)
        advantage = torch.stack(returns) - torch.stack(values)
        policy_loss = -(torch.stack(log_probs) * advantage.detach()).mean()
        value_loss = F.mse_loss(torch.stack(values), torch.stack(returns))
        loss = policy_loss + 0.5 * value_loss - 0.01 * torch.stack(entropies).mean()
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(net.parameters(), 3.0)
        optimizer.step()
        loss_sum += loss
        if update % LOG_INTERVAL == 0:
            print(f"update {update}: mean loss {loss_sum.item() / LOG_INTERVAL:.4f}")
            loss_sum = 0.0


if __name__ == "__main__":
    train()
