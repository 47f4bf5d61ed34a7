import numpy as np
import torch


def _make_tensor(x, device=None, dtype=None):
    """Turn x into a torch.Tensor with suited type and device."""
    if isinstance(x, np.ndarray):
        tensor = torch.tensor(x)
    elif isinstance(x, torch.Tensor):
        tensor = x
    else:
        raise Exception(f"Expected np.ndarray or torch.Tensor, got {type(x)}")

    # By default, cast x to float32 or int32
    # depending on its original type
    if dtype is None:
        if tensor.is_floating_point():
            dtype = torch.float32
        else:
            dtype = torch.int32

    return tensor.to(device=device, dtype=dtype)


def init_plan_dense(n_source, n_target, weights_source=None, weights_target=None, method="entropic"):
    """Initialize transport plan with dense tensor."""
    if weights_source is None:
        weights_source = torch.ones(n_source) / n_source
    if weights_target is None:
        weights_target = torch.ones(n_target) / n_target

    if method == "identity":
        assert n_source == n_target, "Number of source and target points must be equal."
        plan = weights_source * torch.eye(n_source, device=weights_source.device)
    elif method == "entropic":
        plan = weights_source[:, None] * weights_target[None, :]
    else:
        raise Exception(f"Unknown initialisation method {method}")

    return plan / plan.sum()


def _sample_multivariate_normal(n_features, n_voxels):
    mean = torch.zeros(n_voxels)
    cov = torch.eye(n_voxels)
    return torch.distributions.MultivariateNormal(mean, cov).sample((n_features,))


def _init_mock_distribution(n_features, n_voxels, should_normalize=False, return_numpy=False):
    """Initialize mock distribution for testing."""
    weights = torch.ones(n_voxels) / n_voxels
    features = _sample_multivariate_normal(n_features, n_voxels)
    embeddings = torch.rand(n_voxels, 3)
    geometry = torch.cdist(embeddings, embeddings)

    # Normalize outputs if need be
    if should_normalize:
        features = features / torch.linalg.norm(features, dim=1).reshape(-1, 1)
        geometry = geometry / geometry.max()
        embeddings = embeddings / geometry.max()

    distribution = (weights, features, geometry, embeddings)

    if return_numpy:
        return tuple(map(lambda x: x.numpy(), distribution))
    else:
        return distribution
