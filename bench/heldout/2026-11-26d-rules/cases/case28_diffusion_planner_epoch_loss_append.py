# expect: TL008
# source: https://github.com/tier4/Diffusion-Planner/pull/372 ("fix(train_epoch): release per-batch loss graphs during training": convert each per-batch loss to a detached Python scalar before appending it to epoch_loss)
# note: diffusion_planner/train_epoch.py before the fix; loss is the dict returned by compute_training_loss with grad enabled (loss["loss"].backward() is called on it), and epoch_loss.append(loss) keeps every batch's loss tensors and graphs alive until get_epoch_mean_loss at the end of the epoch
import torch
from torch import nn
from tqdm import tqdm

from diffusion_planner.model.module.decoder import compute_training_loss
from diffusion_planner.utils import ddp
from diffusion_planner.utils.data_augmentation import StatePerturbation
from diffusion_planner.utils.train_utils import get_epoch_mean_loss


def heading_to_cos_sin(x):
    if x.shape[-1] == 4:
        return x
    return torch.cat([x[..., :2], x[..., 2:3].cos(), x[..., 2:3].sin()], dim=-1)


def train_epoch(data_loader, model, optimizer, args, ema, aug: StatePerturbation = None):
    epoch_loss = []

    model.train()

    if ddp.get_rank() == 0:
        data_loader = tqdm(data_loader, desc="Training", unit="batch")

    for inputs in data_loader:
        inputs = {key: value.to(args.device) for key, value in inputs.items()}
        inputs["ego_agent_past"] = heading_to_cos_sin(inputs["ego_agent_past"])

        ego_future = inputs["ego_agent_future"]
        neighbors_future = inputs["neighbor_agents_future"]
        if aug is not None:
            inputs, ego_future, neighbors_future = aug(inputs, ego_future, neighbors_future)

        ego_future = heading_to_cos_sin(ego_future)
        mask = torch.sum(torch.ne(neighbors_future[..., :3], 0), dim=-1) == 0
        neighbors_future = heading_to_cos_sin(neighbors_future)
        neighbors_future[mask] = 0.0
        inputs = args.observation_normalizer(inputs)

        optimizer.zero_grad()

        loss = compute_training_loss(model, inputs, (ego_future, neighbors_future, mask), args)

        loss["loss"] = (
            args.alpha_neighbor_loss * loss["neighbor_prediction_loss"]
            + args.alpha_planning_loss * loss["ego_planning_loss"]
        )

        loss["loss"].backward()

        nn.utils.clip_grad_norm_(model.parameters(), 5)
        optimizer.step()

        ema.update(model)

        epoch_loss.append(loss)

    epoch_mean_loss = get_epoch_mean_loss(epoch_loss)

    if ddp.get_rank() == 0:
        print(f"{epoch_mean_loss['loss']=:.4f}")

    return epoch_mean_loss, epoch_mean_loss["loss"]
