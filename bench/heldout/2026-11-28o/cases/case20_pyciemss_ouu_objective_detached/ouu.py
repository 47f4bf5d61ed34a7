# expect: none
# source: https://github.com/ciemss/pyciemss/issues/28 ("Convert `numpy` to `torch` for `do` call of intervention": "SciPy requires a NumPy array for the optimization, but to apply the control policy a PyTorch object is required.")
# note: an optimization-under-uncertainty wrapper reconstructed from the thread's setting (SciPy's COBYLA over an intervention level, a PyTorch model evaluated at it): `objective` turns SciPy's ndarray into a tensor, runs the calibrated NeuralSIR (models/sir.py, whose contact-rate network and `log_gamma` are Parameters that require grad) and hands the risk back to SciPy with `.numpy()`. The evaluation happens in grad mode, so `risk.numpy()` raises "Can't call numpy() on Tensor that requires grad". Everything is on the CPU, float32; the constraint's `.item()` is fine. Twin: `risk.detach().numpy()` in the objective.
import numpy as np
import torch
from scipy.optimize import minimize

from models import NeuralSIR


class InterventionOUU:
    def __init__(self, model, n_samples=64, noise=0.05, peak_limit=0.1):
        self.model = model
        self.n_samples = n_samples
        self.noise = noise
        self.peak_limit = peak_limit

    def risk(self, level):
        x = torch.as_tensor(level, dtype=torch.float32).reshape(1)
        draws = x + self.noise * torch.randn(self.n_samples)
        peaks = self.model(draws.clamp(0.0, 1.0))
        return torch.quantile(peaks, 0.95)

    def objective(self, x):
        cost = float(x[0]) ** 2
        risk = self.risk(x)
        return cost + 10.0 * risk.detach().numpy()

    def constraint(self, x):
        return self.peak_limit - self.risk(x).item()

    def solve(self, x0=0.5):
        result = minimize(self.objective, np.array([x0]), method="COBYLA",
                          constraints=[{"type": "ineq", "fun": self.constraint}],
                          options={"maxiter": 50, "rhobeg": 0.1})
        return result.x, result.fun


def main(checkpoint="sir_calibrated.pt"):
    model = NeuralSIR()
    model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
    model.eval()
    best, value = InterventionOUU(model).solve()
    print("optimal intervention level: {:.3f} (objective {:.4f})".format(best[0], value))


if __name__ == "__main__":
    main()
