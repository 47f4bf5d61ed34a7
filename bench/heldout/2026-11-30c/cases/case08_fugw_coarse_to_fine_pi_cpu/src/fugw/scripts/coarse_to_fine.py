# expect: none
# source: https://github.com/alexisthual/fugw/issues/55 ("[TEST] Coarse-to-fine test fails on GPU": "Two tests fail on coarse-to-fine: FAILED tests/scripts/test_coarse_to_fine.py::test_coarse_to_fine[device2-False] - TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."), fixed by commit 1beb968 "chore: Send coarse mapping to CPU for numpy operations" (merged with commit 6d2d41a "chore: Remove storing_device option from FUGW mapping class", the cause, in https://github.com/alexisthual/fugw/pull/54, merge b1063cd), which adds `coarse_mapping.pi = coarse_mapping.pi.cpu()` after `coarse_mapping.fit(...)` in `src/fugw/scripts/coarse_to_fine.py`; code: alexisthual/fugw 1beb968^ `src/fugw/scripts/coarse_to_fine.py`, `src/fugw/mappings/dense.py`, `src/fugw/mappings/sparse.py`, `src/fugw/solvers/dense.py`, `src/fugw/utils.py`, `tests/scripts/test_coarse_to_fine.py`
# note: fugw reduced to 6 files: `tests/scripts/test_coarse_to_fine.py` runs `coarse_to_fine.fit(..., device=device)` for every device, `torch.device("cuda:0")` included when available; `fit` passes it to `coarse_mapping.fit`, and `FUGW.fit` (mappings/dense.py) moves the weights, the initial plan and the kernels there and stores the solver's plan as `self.pi = res["pi"].detach()` (the plan is no longer copied to a storing device), so after the coarse fit `coarse_mapping.pi` is a cuda tensor; the default "topk" selection then calls `np.argmax(coarse_mapping.pi, axis=0)` and `np.concatenate([np.arange(...), ...])` on it (and "quantile" calls `np.percentile(coarse_mapping.pi, ...)`), which convert it with NumPy: "can't convert cuda:0 device type tensor to numpy". Traps: the plan is detached (no grad); the embeddings and samples go through `_make_tensor` without a device (host tensors), so `np.linalg.norm(embeddings - ...)` in `get_neighbourhood_matrix` sees host values; `transform` copies with `.detach().cpu()` before `.numpy()`; `_init_mock_distribution(return_numpy=True)` converts fresh host tensors. Twin: right after `coarse_mapping.fit(...)`, `coarse_mapping.pi = coarse_mapping.pi.cpu()` (commit 1beb968, with its comment), so `np.argmax`, `np.percentile` and `np.concatenate` see a host tensor; `transform` moves the plan back to its device when needed.
import numpy as np
import torch

from fugw.utils import _make_tensor


def get_cluster_matrix(clusters, n_samples):
    """Sparse matrix C (s, c) such that C_{i, j} = 1 iff the ``i``-th sampled point belongs to cluster ``j``."""
    n_clusters = clusters.shape[0]
    C = torch.sparse_coo_tensor(
        torch.stack([torch.tensor(clusters).type(torch.int64), torch.arange(n_clusters).type(torch.int64)]),
        torch.ones(n_clusters).type(torch.float32),
        size=(n_samples, n_clusters),
    ).coalesce()
    return C


def get_neighbourhood_matrix(embeddings, sample, radius):
    """Sparse matrix N (n, s) such that N_{i, j} = 1 iff vertex ``i`` is within ``radius`` of sampled vertex ``j``."""
    n_vertices = embeddings.shape[0]
    n_samples = sample.shape[0]

    vertices_within_radius = [
        torch.tensor(np.argwhere(np.linalg.norm(embeddings - embeddings[sample_index], ord=2, axis=1) <= radius))
        for sample_index in sample
    ]

    rows = torch.concat(vertices_within_radius).flatten().type(torch.int64)
    cols = torch.concat([i * torch.ones(len(vertices_within_radius[i])) for i in range(n_samples)]).type(torch.int64)
    values = torch.ones_like(rows).type(torch.float32)

    return torch.sparse_coo_tensor(torch.stack([rows, cols]), values, size=(n_vertices, n_samples)).coalesce()


def fit(coarse_mapping=None, coarse_mapping_solver="mm", coarse_mapping_solver_params={},
        coarse_pairs_selection_method="topk", source_selection_radius=1, target_selection_radius=1,
        fine_mapping=None, fine_mapping_solver="mm", fine_mapping_solver_params={},
        source_sample=None, target_sample=None, source_features=None, target_features=None,
        source_geometry_embeddings=None, target_geometry_embeddings=None,
        source_weights=None, target_weights=None, device="auto", verbose=False):
    """
    Compute transport plan between source and target distributions using a coarse-to-fine approach.

    device: "auto" or torch.device
        if "auto": use first available gpu if it's available,
        cpu otherwise.
    """
    # 0. Parse input tensors
    source_sample = _make_tensor(source_sample, dtype=torch.int64)
    target_sample = _make_tensor(target_sample, dtype=torch.int64)
    source_features = _make_tensor(source_features)
    target_features = _make_tensor(target_features)
    source_geometry_embeddings = _make_tensor(source_geometry_embeddings)
    target_geometry_embeddings = _make_tensor(target_geometry_embeddings)

    # Compute anatomical kernels
    source_geometry_kernel = torch.cdist(source_geometry_embeddings[source_sample],
                                         source_geometry_embeddings[source_sample], p=2)
    source_geometry_kernel /= source_geometry_kernel.max()
    target_geometry_kernel = torch.cdist(target_geometry_embeddings[target_sample],
                                         target_geometry_embeddings[target_sample], p=2)
    target_geometry_kernel /= target_geometry_kernel.max()

    # Sampled weights
    if source_weights is None:
        source_weights = torch.ones(source_features.shape[1]) / source_features.shape[1]
    if target_weights is None:
        target_weights = torch.ones(target_features.shape[1]) / target_features.shape[1]
    source_weights_sampled = _make_tensor(source_weights)[source_sample]
    source_weights_sampled = source_weights_sampled / source_weights_sampled.sum()
    target_weights_sampled = _make_tensor(target_weights)[target_sample]
    target_weights_sampled = target_weights_sampled / target_weights_sampled.sum()

    # 1. Fit coarse mapping
    coarse_mapping.fit(
        source_features[:, source_sample], target_features[:, target_sample],
        source_geometry=source_geometry_kernel, target_geometry=target_geometry_kernel,
        source_weights=source_weights_sampled, target_weights=target_weights_sampled,
        solver=coarse_mapping_solver, solver_params=coarse_mapping_solver_params, device=device, verbose=verbose,
    )

    # Send coarse mapping to cpu to handle numpy operations
    coarse_mapping.pi = coarse_mapping.pi.cpu()

    # 2. Build sparsity mask
    # Select best pairs of source and target vertices from coarse alignment
    if coarse_pairs_selection_method == "quantile":
        # Method 1: keep first percentile
        threshold = np.percentile(coarse_mapping.pi, 99.95)
        rows, cols = np.nonzero(coarse_mapping.pi > threshold)
    elif coarse_pairs_selection_method == "topk":
        # Method 2: keep topk indices per line and per column
        rows = np.concatenate([np.arange(source_sample.shape[0]), np.argmax(coarse_mapping.pi, axis=0)])
        cols = np.concatenate([np.argmax(coarse_mapping.pi, axis=1), np.arange(target_sample.shape[0])])

    # Compute mask as a matrix product between neighbourhood matrices and cluster matrices
    N_source = get_neighbourhood_matrix(source_geometry_embeddings, source_sample, source_selection_radius)
    N_target = get_neighbourhood_matrix(target_geometry_embeddings, target_sample, target_selection_radius)
    C_source = get_cluster_matrix(rows, source_sample.shape[0])
    C_target = get_cluster_matrix(cols, target_sample.shape[0])
    mask = ((N_source @ C_source) @ (N_target @ C_target).T).coalesce()

    # Define init plan from sparsity mask
    init_plan = torch.sparse_coo_tensor(
        mask.indices(), torch.ones_like(mask.values()) / mask.values().shape[0],
        (source_geometry_embeddings.shape[0], target_geometry_embeddings.shape[0]),
    ).coalesce()

    # 3. Fit fine-grained mapping
    fine_mapping.fit(
        source_features, target_features,
        source_geometry_embedding=source_geometry_embeddings, target_geometry_embedding=target_geometry_embeddings,
        source_weights=source_weights, target_weights=target_weights, init_plan=init_plan, device=device,
        verbose=verbose, solver=fine_mapping_solver, solver_params=fine_mapping_solver_params,
    )

    return source_sample, target_sample
