# expect: TL002
# source: https://github.com/NCAR/miles-credit/pull/174 ("Detached and re-assigned y_pred to discard computational graph": "Detached and re-assigned y_pred to discard current computational graph, which still exists if `forecast_step` not in `backprop_on_timestep`")
# note: CREDIT's multi-step training epoch reconstructed (DDP-wrapped weather model, autoregressive rollout, loss only on the `backprop_on_timestep` steps). In the bug version `y_pred` keeps its graph on every step, and the per-step RMSE for the log converts it with `.cpu().numpy()` in grad mode: "Can't call numpy() on Tensor that requires grad" (the device is handled). The twin re-assigns `y_pred = y_pred.detach()` first, as the PR does. The next-step input is detached already; `loss.item()` goes into the log list; the LR comes from `optimizer.param_groups`; the targets come from the loader and never require grad.
import numpy as np
import torch
import torch.distributed as dist


class Trainer:
    def __init__(self, model, rank, module=False):
        self.model = model
        self.rank = rank
        self.device = torch.device(f"cuda:{rank % torch.cuda.device_count()}")

    def train_one_epoch(self, epoch, conf, trainloader, optimizer, criterion, scaler, scheduler):
        forecast_len = conf["data"]["forecast_len"]
        backprop_on_timestep = conf["data"].get("backprop_on_timestep", list(range(forecast_len + 1)))
        results_dict = {"train_loss": [], "train_rmse": [], "train_forecast_len": []}
        self.model.train()
        for i, batch in enumerate(trainloader):
            x = batch["x"].to(self.device).float()
            forecast_step = 0
            for forecast_step in range(1, forecast_len + 1):
                y = batch["y"][:, forecast_step - 1].to(self.device).float()
                with torch.autocast(device_type="cuda", enabled=conf["trainer"]["amp"]):
                    y_pred = self.model(x)
                if forecast_step in backprop_on_timestep:
                    loss = criterion(y.to(y_pred.dtype), y_pred).mean()
                    scaler.scale(loss / len(backprop_on_timestep)).backward()
                    results_dict["train_loss"].append(loss.item())
                step_rmse = np.sqrt(np.mean((y_pred.cpu().numpy() - y.cpu().numpy()) ** 2))
                results_dict["train_rmse"].append(float(step_rmse))
                x = torch.cat([x[:, y_pred.shape[1]:], y_pred.detach()], dim=1)
            results_dict["train_forecast_len"].append(forecast_step)
            if conf["trainer"]["grad_max_norm"] > 0:
                scaler.unscale_(optimizer)
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), max_norm=conf["trainer"]["grad_max_norm"])
            scaler.step(optimizer)
            scaler.update()
            optimizer.zero_grad()
            if i % 10 == 0 and self.rank == 0:
                print(f"epoch {epoch} batch {i}: loss {np.mean(results_dict['train_loss']):.4f} rmse {np.mean(results_dict['train_rmse']):.4f} lr {optimizer.param_groups[0]['lr']:.2e}")
        scheduler.step()
        if dist.is_initialized():
            dist.barrier()
        return results_dict
