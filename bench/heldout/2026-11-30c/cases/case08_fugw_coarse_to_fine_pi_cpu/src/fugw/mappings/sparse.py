import numpy as np
import torch

from fugw.utils import _make_tensor


class FUGWSparse:
    """Class computing sparse transport plans between two distributions."""

    def __init__(self, alpha=0.5, rho=1, eps=1e-2):
        self.alpha, self.rho, self.eps = alpha, rho, eps
        self.pi = None

    def fit(self, source_features, target_features, source_geometry_embedding=None,
            target_geometry_embedding=None, source_weights=None, target_weights=None, init_plan=None,
            solver="mm", solver_params={}, callback_bcd=None, device="auto", verbose=False):
        """
        Compute a sparse transport plan whose support is the support of ``init_plan``.

        device: "auto" or torch.device
            if "auto": use first available gpu if it's available,
            cpu otherwise.
        """
        if device == "auto":
            device = torch.device("cuda", 0) if torch.cuda.is_available() else torch.device("cpu")
        if init_plan is None:
            raise ValueError("FUGWSparse needs an init_plan, whose support is kept by the solution")

        n, m = source_features.shape[1], target_features.shape[1]
        ws = _make_tensor(source_weights, device=device) if source_weights is not None \
            else torch.ones(n, device=device) / n
        wt = _make_tensor(target_weights, device=device) if target_weights is not None \
            else torch.ones(m, device=device) / m

        init_plan = init_plan.coalesce().to(device)
        rows, cols = init_plan.indices()

        # Feature and geometry costs, only on the support of the plan
        Fs = _make_tensor(source_features.T, device=device)
        Ft = _make_tensor(target_features.T, device=device)
        Gs = _make_tensor(source_geometry_embedding, device=device)
        Gt = _make_tensor(target_geometry_embedding, device=device)
        cost = (1 - self.alpha) * ((Fs[rows] - Ft[cols]) ** 2).sum(1) \
            + self.alpha * ((Gs[rows] - Gt[cols]) ** 2).sum(1)
        cost = cost / cost.max()

        # Entropic scaling restricted to the support
        values = init_plan.values() * torch.exp(-cost / self.eps)
        for _ in range(solver_params.get("nits_uot", 50)):
            row_mass = torch.zeros(n, device=device).index_add_(0, rows, values)
            values = values * (ws / row_mass.clamp_min(1e-30))[rows]
            col_mass = torch.zeros(m, device=device).index_add_(0, cols, values)
            values = values * (wt / col_mass.clamp_min(1e-30))[cols]

        self.pi = torch.sparse_coo_tensor(torch.stack([rows, cols]), values, (n, m)).coalesce().detach()
        return self

    def transform(self, source_features, device="auto"):
        """Transport source feature maps using fitted OT plan."""
        if device == "auto":
            device = torch.device("cuda", 0) if torch.cuda.is_available() else torch.device("cpu")
        if self.pi is None:
            raise Exception("Model should be fitted before calling transform")

        is_one_dimensional = source_features.ndim == 1
        source_features_tensor = _make_tensor(source_features, device=device).reshape(-1, self.pi.shape[0])
        pi = self.pi.to(device)
        col_mass = torch.sparse.sum(pi, dim=0).to_dense().reshape(-1, 1)
        transformed_data = (torch.sparse.mm(pi.transpose(0, 1), source_features_tensor.T) / col_mass).T
        transformed_data = transformed_data.detach().cpu()

        if isinstance(source_features, np.ndarray):
            transformed_data = transformed_data.numpy()
        if is_one_dimensional:
            transformed_data = transformed_data.flatten()
        return transformed_data
