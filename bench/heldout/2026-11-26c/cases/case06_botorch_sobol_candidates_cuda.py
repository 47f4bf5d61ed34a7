# expect: TL001
# source: https://github.com/facebook/Ax/pull/1256
# note: reconstruction of the thread's setting: draw_sobol_samples returns samples on bounds.device (cuda when available); the candidate table is built with .numpy() without .cpu()
import argparse
import numpy as np
import pandas as pd
import torch
from botorch.utils.sampling import draw_sobol_samples
from botorch.models import SingleTaskGP
from botorch.fit import fit_gpytorch_mll
from gpytorch.mlls import ExactMarginalLogLikelihood

tkwargs = {
    "dtype": torch.double,
    "device": torch.device("cuda" if torch.cuda.is_available() else "cpu"),
}


def _generate_sobol_points(bounds: torch.Tensor, n: int, seed: int) -> np.ndarray:
    """Quasi-random initial design inside the search-space bounds."""
    X = draw_sobol_samples(bounds=bounds, n=n, q=1, seed=seed).squeeze(1)
    return X.numpy()


def branin(X: torch.Tensor) -> torch.Tensor:
    x1, x2 = X[..., 0], X[..., 1]
    t1 = x2 - 5.1 / (4 * np.pi ** 2) * x1 ** 2 + 5 / np.pi * x1 - 6
    return t1 ** 2 + 10 * (1 - 1 / (8 * np.pi)) * torch.cos(x1) + 10


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n-init", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="initial_design.csv")
    args = parser.parse_args()

    bounds = torch.tensor([[-5.0, 0.0], [10.0, 15.0]], **tkwargs)
    points = _generate_sobol_points(bounds, args.n_init, args.seed)
    design = pd.DataFrame(points, columns=["x1", "x2"])

    train_X = torch.from_numpy(points).to(**tkwargs)
    train_Y = branin(train_X).unsqueeze(-1)
    gp = SingleTaskGP(train_X, train_Y)
    fit_gpytorch_mll(ExactMarginalLogLikelihood(gp.likelihood, gp))
    design["y"] = train_Y.squeeze(-1).cpu().tolist()
    design.to_csv(args.out, index=False)


if __name__ == "__main__":
    main()
