import numpy as np
import torch

from fugw.solvers.dense import FUGWSolver
from fugw.utils import _make_tensor, init_plan_dense


class FUGW:
    """Class computing dense transport plans between two distributions."""

    def __init__(self, alpha=0.5, rho=1, eps=1e-2):
        self.alpha, self.rho, self.eps = alpha, rho, eps
        self.pi = None
        self.loss = None

    def fit(self, source_features, target_features, source_geometry=None, target_geometry=None,
            source_weights=None, target_weights=None, init_plan=None, solver="mm", solver_params={},
            callback_bcd=None, device="auto", verbose=False):
        """
        Compute transport plan between source and target distributions.

        device: "auto" or torch.device
            if "auto": use first available gpu if it's available,
            cpu otherwise.
        """
        if device == "auto":
            if torch.cuda.is_available():
                device = torch.device("cuda", 0)
            else:
                device = torch.device("cpu")

        rho_s, rho_t = self.rho if isinstance(self.rho, tuple) else (self.rho, self.rho)

        # Set weights if they were not set by user
        if source_weights is None:
            ws = torch.ones(source_features.shape[1], device=device) / source_features.shape[1]
        else:
            ws = _make_tensor(source_weights, device=device)
        if target_weights is None:
            wt = torch.ones(target_features.shape[1], device=device) / target_features.shape[1]
        else:
            wt = _make_tensor(target_weights, device=device)

        # If initial plan is provided, move it to device.
        # Otherwise, initialize it with entropic initialization
        pi_init = (
            _make_tensor(init_plan, device=device)
            if init_plan is not None
            else _make_tensor(init_plan_dense(source_features.shape[1], target_features.shape[1],
                                              weights_source=ws, weights_target=wt, method="entropic"),
                              device=device)
        )

        # Compute distance matrix between features
        Fs = _make_tensor(source_features.T, device=device)
        Ft = _make_tensor(target_features.T, device=device)
        F = torch.cdist(Fs, Ft, p=2) ** 2
        F = F / F.max()

        # Load anatomical kernels to GPU
        Ds = _make_tensor(source_geometry, device=device)
        Dt = _make_tensor(target_geometry, device=device)

        # Compute transport plan
        res = FUGWSolver(**solver_params).solve(
            alpha=self.alpha, rho_s=rho_s, rho_t=rho_t, eps=self.eps, F=F, Ds=Ds, Dt=Dt,
            ws=ws, wt=wt, init_plan=pi_init, callback_bcd=callback_bcd, verbose=verbose,
        )

        # Store variables of interest in model
        self.pi = res["pi"].detach()
        self.loss = res["loss"]

        # Free allocated GPU memory
        del Fs, Ft, F, Ds, Dt
        if torch.cuda.is_available():
            torch.cuda.empty_cache()

        return self

    def transform(self, source_features, device="auto"):
        """Transport source feature maps using fitted OT plan."""
        if device == "auto":
            device = torch.device("cuda", 0) if torch.cuda.is_available() else torch.device("cpu")
        if self.pi is None:
            raise Exception("Model should be fitted before calling transform")

        is_one_dimensional = source_features.ndim == 1
        if is_one_dimensional:
            source_features = source_features.reshape(1, -1)

        # Move data to device if need be
        pi = _make_tensor(self.pi, device=device)
        source_features_tensor = _make_tensor(source_features, device=device)
        transformed_data = (pi.T @ source_features_tensor.T / pi.sum(dim=0).reshape(-1, 1)).T.detach().cpu()

        # Modify returned tensor so that it matches
        # source_features's shape and python type
        if isinstance(source_features, np.ndarray):
            transformed_data = transformed_data.numpy()
        if transformed_data.ndim > 1 and is_one_dimensional:
            transformed_data = transformed_data.flatten()
        return transformed_data
