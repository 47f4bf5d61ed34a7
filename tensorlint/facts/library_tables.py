"""Other libraries' objects that convert what their methods are given, as data:
scikit-learn estimators, h5py groups, faiss indexes. Part of tables.py's one namespace (it
re-exports every name here); facts/calls.py records their conversions, and the screening
(screen/tree_index.py, screen/prefilter.py) reads the same names through tables.py."""

from __future__ import annotations

__all__ = [  # (tables.py re-exports these)
    "ESTIMATOR_ROOTS", "ESTIMATOR_FACTORIES", "ESTIMATOR_METHODS",
    "METHOD_SINKS", "METHOD_SINK_RECEIVERS", "METHOD_SINK_OPT_OUTS", "NUMPY_VECTOR_CREATORS",
    "ARRAY_RESULT_METHODS", "OBJECTIVE_TAKERS",
]

# scipy.optimize's functions call the callable they are given (first, or by this keyword)
# and convert what it returns with NumPy (`np.asarray(fx).item()`, `np.atleast_1d(f(x))`):
# checked on SciPy 1.17.1 with torch 2.13, each raising "Can't call numpy() on Tensor that
# requires grad" for an objective returning such a tensor (facts/objectives.py). Their
# prefix is among OTHER_CONVERTER_PREFIXES, which the screening reads.
OBJECTIVE_TAKERS = {
    "scipy.optimize.minimize": "fun", "scipy.optimize.minimize_scalar": "fun", "scipy.optimize.least_squares": "fun",
    "scipy.optimize.root": "fun", "scipy.optimize.root_scalar": "f", "scipy.optimize.brentq": "f",
    "scipy.optimize.curve_fit": "f", "scipy.optimize.fsolve": "func", "scipy.optimize.fmin": "func",
    "scipy.optimize.fmin_l_bfgs_b": "func", "scipy.optimize.basinhopping": "func",
    "scipy.optimize.differential_evolution": "func", "scipy.optimize.dual_annealing": "func", "scipy.optimize.shgo": "func",
}
# Methods of other libraries' objects that give a NumPy array: pandas' DataFrame/Series,
# polars, xarray and pyarrow `to_numpy()` (torch.Tensor has no such method).
ARRAY_RESULT_METHODS = frozenset({"to_numpy"})

# scikit-learn estimators (`LogisticRegression()`, `make_pipeline(...)`) convert what their
# methods are given through np.asarray (checked on scikit-learn 1.x: a tensor that requires
# grad raises there as in np.asarray).
ESTIMATOR_ROOTS = frozenset({"sklearn"})
ESTIMATOR_FACTORIES = frozenset({"make_pipeline", "make_union", "make_column_transformer"})
ESTIMATOR_METHODS = frozenset({"fit", "predict", "predict_proba", "predict_log_proba", "transform", "fit_transform", "fit_predict", "score", "partial_fit", "decision_function", "inverse_transform"})
# Libraries whose objects convert what some methods are given, called on any receiver in a
# file that imports the library (`METHOD_SINK_RECEIVERS`: only on one named for its object).
# h5py: `group.create_dataset(name, data=x)` converts `data` with numpy.asarray (checked on
# h5py 3.16: a tensor that requires grad raises there, a bfloat16 one too), on a group or
# file passed around. faiss: an index's `add`/`search`/... force their arrays with
# np.ascontiguousarray (faiss/python/class_wrappers.py), unless the file imports
# `faiss.contrib.torch_utils`, which makes them take tensors (`METHOD_SINK_OPT_OUTS`).
METHOD_SINKS = {
    "h5py": frozenset({"create_dataset"}),
    "faiss": frozenset({"add", "add_with_ids", "search", "range_search", "train", "assign"}),
}
METHOD_SINK_RECEIVERS = {"faiss": "index"}  # (`self.index`, `gpu_index`, `faiss_index`)
METHOD_SINK_OPT_OUTS = {"faiss": "faiss.contrib.torch_utils"}
# NumPy creators given one length, not a shape (`np.zeros(len(loader))`): a 1-D array. One
# item of it (`all_labels[i] = label`) takes float() of a one-element tensor (checked on
# NumPy 2 / torch 2.13: no __array__, so it works with grad and on any device; a tensor of
# more elements raises there whatever its device).
NUMPY_VECTOR_CREATORS = frozenset({"numpy.zeros", "numpy.ones", "numpy.empty", "numpy.full"})
