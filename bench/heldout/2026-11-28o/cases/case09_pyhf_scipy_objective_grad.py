# expect: TL002
# source: https://github.com/scikit-hep/pyhf/pull/625 ("feat: Add autodiff driven SciPy optimizer": `pars.requires_grad = True; r = objective(pars, data, pdf); grad = torch.autograd.grad(r, pars)[0]; return r.detach().numpy(), grad` -- kratsg: "why detach?" lukasheinrich: "because it needs to be detached from the gradient calculation in pytorch before it can be cast to numpy")
# note: the PR's `pytorch_optimizer.setup_unconstrained` reconstructed around a tiny Poisson-constraint likelihood, with SciPy's `minimize(..., jac=True)` driving it, the way pyhf's PyTorch backend runs (CPU tensors, float64). `r` is computed from `pars` with `requires_grad = True` in grad mode, so `r.numpy()` raises "Can't call numpy() on Tensor that requires grad". Device (CPU) and dtype (float64) are fine; `grad` from `torch.autograd.grad` does not require grad, so `grad.numpy()` is fine.
import numpy as np
import scipy.optimize
import torch


def poisson_logpdf(n, lam):
    return n * torch.log(lam) - lam - torch.lgamma(n + 1.0)


class SimpleModel:
    def __init__(self, signal, background, bkg_uncertainty):
        self.signal = torch.as_tensor(signal, dtype=torch.float64)
        self.background = torch.as_tensor(background, dtype=torch.float64)
        self.bkg_uncertainty = torch.as_tensor(bkg_uncertainty, dtype=torch.float64)
        self.npars = 1 + len(background)

    def expected_data(self, pars):
        mu, gammas = pars[0], pars[1:]
        return mu * self.signal + gammas * self.background

    def logpdf(self, pars, data):
        main = poisson_logpdf(data[: len(self.background)], self.expected_data(pars)).sum()
        tau = (self.background / self.bkg_uncertainty) ** 2
        aux = poisson_logpdf(data[len(self.background):], pars[1:] * tau).sum()
        return main + aux


def twice_nll(pars, data, pdf):
    return -2.0 * pdf.logpdf(pars, data)


class PytorchOptimizer:
    def setup_unconstrained(self, objective, pdf, data, init_pars, par_bounds):
        data = torch.as_tensor(data, dtype=torch.float64)

        def func(pars):
            pars = torch.as_tensor(pars, dtype=torch.float64)
            pars.requires_grad = True
            r = objective(pars, data, pdf)
            grad = torch.autograd.grad(r, pars)[0]
            return r.numpy(), grad.numpy()

        return func, init_pars, par_bounds

    def unconstrained_bestfit(self, objective, data, pdf, init_pars, par_bounds):
        func, x0, bounds = self.setup_unconstrained(objective, pdf, data, init_pars, par_bounds)
        result = scipy.optimize.minimize(func, x0, method="L-BFGS-B", jac=True, bounds=bounds)
        if not result.success:
            raise RuntimeError("fit failed: " + str(result.message))
        return result.x, float(result.fun)


def main():
    pdf = SimpleModel(signal=[5.0, 10.0], background=[50.0, 60.0], bkg_uncertainty=[5.0, 12.0])
    tau = (np.array([50.0, 60.0]) / np.array([5.0, 12.0])) ** 2
    data = np.concatenate([[53.0, 65.0], 1.0 * tau])
    init = [1.0] + [1.0] * 2
    bounds = [(0.0, 10.0)] + [(1e-10, 10.0)] * 2
    best, twice_nll_min = PytorchOptimizer().unconstrained_bestfit(twice_nll, data, pdf, init, bounds)
    print("mu_hat = {:.3f}, 2NLL = {:.3f}".format(best[0], twice_nll_min))


if __name__ == "__main__":
    main()
