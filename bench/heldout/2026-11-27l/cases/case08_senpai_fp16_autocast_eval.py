# expect: none
# source: https://github.com/wandb/senpai/pull/305 ("BF16 autocast (speed up epochs, fit more training in 5 min)": wrap the forward pass and loss computation of `train.py` in `torch.amp.autocast` with bfloat16; the model returns `model({"x": x, "is_surface": is_surface})["preds"]`)
# note: counterpart of case07 with float16 autocast (`AMP_DTYPE = torch.float16`; the GradScaler line, present in both, is then enabled): the validation outputs of the final nn.Linear are float16, which NumPy supports, so `pred.cpu().numpy()` works (device moved, no_grad decorator). Only the AMP_DTYPE constant differs from case07.
import numpy as np
import torch
import torch.nn as nn

from data import load_splits
from model import SurfaceTransolver

device = torch.device("cuda")
AMP_DTYPE = torch.float16
MAX_EPOCHS = 10


def run_epoch(model, loader, optimizer, scaler):
    model.train()
    total = 0.0
    for x, y_norm, is_surface, mask in loader:
        x, y_norm = x.to(device), y_norm.to(device)
        is_surface, mask = is_surface.to(device), mask.to(device)
        with torch.amp.autocast("cuda", dtype=AMP_DTYPE):
            pred = model({"x": x, "is_surface": is_surface})["preds"]
            sq_err = (pred - y_norm) ** 2
            loss = (sq_err * mask.unsqueeze(-1)).sum() / mask.sum().clamp(min=1)
        optimizer.zero_grad(set_to_none=True)
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        total += loss.item()
    return total / len(loader)


@torch.no_grad()
def evaluate(model, loader, stats):
    model.eval()
    errors = []
    for x, y, is_surface, mask in loader:
        with torch.amp.autocast("cuda", dtype=AMP_DTYPE):
            pred = model({"x": x.to(device), "is_surface": is_surface.to(device)})["preds"]
        pred_np = pred.cpu().numpy() * stats["std"] + stats["mean"]
        valid = mask.numpy().astype(bool)
        errors.append(np.abs(pred_np[valid] - y.numpy()[valid]))
    return np.concatenate(errors).mean(axis=0)


def main():
    train_loader, val_loader, stats = load_splits(batch_size=4)
    model = SurfaceTransolver(in_dim=7, out_dim=3, n_hidden=192, n_layers=5).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=1e-4)
    scaler = torch.amp.GradScaler("cuda", enabled=AMP_DTYPE == torch.float16)
    for epoch in range(MAX_EPOCHS):
        train_loss = run_epoch(model, train_loader, optimizer, scaler)
        mae = evaluate(model, val_loader, stats)
        print(f"epoch {epoch}: train {train_loss:.4f}  val MAE (ux, uy, p) {np.round(mae, 4)}")


if __name__ == "__main__":
    main()
