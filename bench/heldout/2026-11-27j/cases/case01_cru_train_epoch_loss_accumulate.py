# expect: TL008
# source: https://github.com/boschresearch/Continuous-Recurrent-Units/pull/4 ("Avoid high memory usage from past computations": "Computation graph of losses are held in memory because of not using `.item()`. This eventually leads to high memory usage and hanging the system.")
# note: reconstruction of the CRU training epoch (lib/training.py style): the per-batch negative log-likelihood and imputation MSE are summed into epoch accumulators without `.item()`/`.detach()`, so every batch's graph stays alive until the epoch ends. The printed values are read with `.item()`, which is valid.
import argparse
import time

import torch

from lib.models import CRU
from lib.data_utils import load_data


def train_epoch(model, dl, optimizer, device, grad_clip):
    model.train()
    epoch_ll = 0
    epoch_rmse = 0
    for obs, truth, obs_valid, obs_times, mask_truth, mask_obs in dl:
        obs, truth, obs_valid = obs.to(device), truth.to(device), obs_valid.to(device)
        obs_times, mask_truth, mask_obs = obs_times.to(device), mask_truth.to(device), mask_obs.to(device)

        output_mean, output_var, _ = model(obs, obs_times, obs_valid)
        loss = model.gaussian_nll(truth, output_mean, output_var, mask=mask_truth)
        rmse = torch.sqrt(((output_mean - truth) ** 2 * mask_truth).sum() / mask_truth.sum())

        optimizer.zero_grad()
        loss.backward()
        if grad_clip:
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1)
        optimizer.step()

        epoch_ll += loss
        epoch_rmse += rmse
    return epoch_ll / len(dl), epoch_rmse / len(dl)


if __name__ == "__main__":
    parser = argparse.ArgumentParser("CRU")
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--grad-clip", action="store_true")
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_dl, valid_dl = load_data(args)
    model = CRU(target_dim=2, lsd=30, args=args).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(args.epochs):
        start = time.time()
        train_ll, train_rmse = train_epoch(model, train_dl, optimizer, device, args.grad_clip)
        print(f"epoch {epoch}  nll {train_ll.item():.4f}  rmse {train_rmse.item():.4f}  {time.time() - start:.1f}s")
