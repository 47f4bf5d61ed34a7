# expect: TL002
# source: https://github.com/pytorch/pytorch/issues/37000 ("Bad interaction between no_grad and numpy conversion": "a = torch.rand(10, requires_grad=True) / with torch.no_grad(): / b = a.numpy() / # RuntimeError: Can't call numpy() on Variable that requires grad." and "Given that this is exactly what happens in custom autograd.Function, I think this should be allowed. The fact that we run in no_grad mode means that the user expects no gradients to flow."; albanD: "modify the conversion code that throw this error to check for `at::GradMode::is_enabled()` and not throw the error when it is not enabled")
# note: A trajectory forecaster whose `forward` smooths the predicted path with SciPy through `_smooth_np`, which calls `x.cpu().numpy()` on the path: in training the path comes from the GRU decoder with grad mode on, so it requires grad and `.numpy()` raises (`.cpu()` keeps `requires_grad`); since the change, the same conversion is allowed where grad mode is off. Traps: `.cpu()` makes the device irrelevant (no TL001), `evaluate` runs the model under `@torch.no_grad()` and converts its output with `.cpu().numpy()`, the synthetic batches are built with torch ops on the host, `loss.item()`.
"""Pedestrian trajectory forecaster with a SciPy smoothing step on the
predicted path (ETH/UCY-style 8 observed -> 12 predicted positions)."""

import numpy as np
import torch
import torch.nn.functional as F
from scipy.ndimage import gaussian_filter1d
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
OBS_LEN, PRED_LEN = 8, 12


def _smooth_np(x: torch.Tensor, sigma: float) -> torch.Tensor:
    """Gaussian smoothing along time (dim 1), edge-padded, done by SciPy."""
    out = gaussian_filter1d(x.cpu().numpy(), sigma=sigma, axis=1, mode="nearest")
    return torch.from_numpy(out).to(device=x.device, dtype=x.dtype)


class TrajectoryDecoder(nn.Module):
    def __init__(self, hidden: int = 64, smooth_sigma: float = 1.0):
        super().__init__()
        self.smooth_sigma = smooth_sigma
        self.embed = nn.Linear(2, hidden)
        self.encoder = nn.GRU(hidden, hidden, batch_first=True)
        self.decoder = nn.GRUCell(hidden, hidden)
        self.to_offset = nn.Linear(hidden, 2)

    def forward(self, history: torch.Tensor) -> torch.Tensor:
        """history: B x OBS_LEN x 2 absolute positions -> B x PRED_LEN x 2."""
        velocity = history[:, 1:] - history[:, :-1]
        _, h = self.encoder(self.embed(velocity))
        h = h[0]
        step = velocity[:, -1]
        offsets = []
        for _ in range(PRED_LEN):
            h = self.decoder(self.embed(step), h)
            step = self.to_offset(h)
            offsets.append(step)
        traj = history[:, -1:] + torch.cumsum(torch.stack(offsets, dim=1), dim=1)
        if self.smooth_sigma > 0:
            traj = _smooth_np(traj, self.smooth_sigma)
        return traj


def synthetic_batch(batch_size: int = 64, generator=None):
    """Curved constant-speed walks with noise, standing in for the ETH/UCY loader."""
    t = torch.arange(OBS_LEN + PRED_LEN, dtype=torch.float32)
    speed = 0.3 + 0.2 * torch.rand(batch_size, 1, generator=generator)
    heading = 6.283 * torch.rand(batch_size, 1, generator=generator)
    turn = 0.05 * torch.randn(batch_size, 1, generator=generator)
    angle = heading + turn * t
    path = torch.stack([torch.cumsum(speed * torch.cos(angle), 1),
                        torch.cumsum(speed * torch.sin(angle), 1)], dim=-1)
    path = path + 0.02 * torch.randn(path.shape, generator=generator)
    return path[:, :OBS_LEN], path[:, OBS_LEN:]


@torch.no_grad()
def evaluate(model: nn.Module, n_batches: int = 10) -> tuple:
    """Average and final displacement errors (ADE/FDE), in metres."""
    model.eval()
    generator = torch.Generator().manual_seed(1234)
    ade, fde = [], []
    for _ in range(n_batches):
        history, future = synthetic_batch(generator=generator)
        pred = model(history.to(device)).cpu().numpy()
        err = np.linalg.norm(pred - future.numpy(), axis=-1)
        ade.append(err.mean())
        fde.append(err[:, -1].mean())
    return float(np.mean(ade)), float(np.mean(fde))


def main(steps: int = 2000) -> None:
    torch.manual_seed(0)
    model = TrajectoryDecoder().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for step in range(1, steps + 1):
        model.train()
        history, future = (t.to(device) for t in synthetic_batch())
        loss = F.mse_loss(model(history), future)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 200 == 0:
            ade, fde = evaluate(model)
            print(f"step {step}: loss {loss.item():.4f}  ADE {ade:.3f}  FDE {fde:.3f}")


if __name__ == "__main__":
    main()
