# expect: none
# source: https://github.com/lasso-net/lassonet/issues/71 ("TypeError with GPU training": "I am running the following code and get the TypeError:" `model = LassoNetRegressor()` / `model.fit(X=train_df.drop('target', axis=1), y=train_df['target'], X_val=val_df.drop('target', axis=1), y_val=val_df['target'])` / `model.score(test_df.drop('target', axis=1), test_df['target'])`, traceback through `RegressorMixin.score`: `y_pred = self.predict(X)` / `return r2_score(y, y_pred, sample_weight=sample_weight)`; open, no fix); code: lasso-net/lassonet f2bf7d2 `lassonet/interfaces.py` (`BaseLassoNet.__init__`: `device = torch.device("cuda" if torch.cuda.is_available() else "cpu")`, `_cast_input`, `_compute_feature_importances`, `LassoNetRegressor.predict`: `if isinstance(X, np.ndarray): ans = ans.cpu().numpy()`), `lassonet/model.py`, `lassonet/utils.py` (`eval_on_path`), `examples/boston_housing.py`
# note: lassonet reduced to 5 files, the housing example written for pandas: `BaseLassoNet` (`lassonet/interfaces.py`) trains on `torch.device("cuda" if torch.cuda.is_available() else "cpu")`, `_cast_input` turns DataFrames into tensors on that device, and `LassoNetRegressor.predict` converts its output back to NumPy only `if isinstance(X, np.ndarray)`; `model.predict(X_test)` with the scaled test DataFrame therefore returns a cuda tensor, and `r2_score(y_test, y_pred)` (what `RegressorMixin.score` runs in the report) converts it in sklearn's input validation: "can't convert cuda:0 device type tensor to numpy". Traps: `eval_on_path` (`lassonet/utils.py`) is given `X_test.to_numpy()`, so its `mean_squared_error(y_test, model.predict(X_test))` gets NumPy; `save.selected` is moved to the host in `train_on_lambda` (`lassonet/train.py`) and read with `.sum().item()`; `feature_importances_` comes from `torch.full` on the host, so its `.numpy()` is fine; `predict` runs under `torch.no_grad()` (no TL002); `path` takes DataFrames legitimately. Twin: `y_pred = model.predict(X_test.to_numpy())`, the NumPy input for which `predict` returns `ans.cpu().numpy()`, so `r2_score` gets an ndarray.
#!/usr/bin/env python
"""LassoNet on the California housing data, kept as a pandas DataFrame end to end.

Adds as many noise columns as there are real features and checks that the path
drops the fake ones first; reports the test R^2 of the model picked on the path.
"""
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from sklearn.datasets import fetch_california_housing
from sklearn.metrics import mean_squared_error, r2_score
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import StandardScaler

from lassonet.interfaces import LassoNetRegressor
from lassonet.utils import eval_on_path

frame = fetch_california_housing(as_frame=True).frame
target = "MedHouseVal"
real_features = [c for c in frame.columns if c != target]
rng = np.random.default_rng(0)
for name in real_features:
    frame[f"fake_{name}"] = rng.standard_normal(len(frame))
feature_names = [c for c in frame.columns if c != target]

train_df, test_df = train_test_split(frame, test_size=0.2, random_state=0)
scaler = StandardScaler().set_output(transform="pandas")
X_train = scaler.fit_transform(train_df[feature_names])
X_test = scaler.transform(test_df[feature_names])
y_train = (train_df[target] - train_df[target].mean()) / train_df[target].std()
y_test = (test_df[target] - train_df[target].mean()) / train_df[target].std()

model = LassoNetRegressor(hidden_dims=(32,), verbose=1, patience=(100, 5), random_state=0)
path = model.path(X_train, y_train, return_state_dicts=True)

# scores along the path: eval_on_path gets NumPy inputs, so predict returns NumPy too
mse = eval_on_path(model, path, X_test.to_numpy(), y_test.to_numpy(), score_function=mean_squared_error)
n_selected = [save.selected.sum().item() for save in path]
lambda_ = [save.lambda_ for save in path]

fig = plt.figure(figsize=(12, 8))
plt.subplot(211)
plt.grid(True)
plt.plot(n_selected, mse, ".-")
plt.xlabel("number of selected features")
plt.ylabel("MSE")
plt.subplot(212)
plt.grid(True)
plt.plot(lambda_, n_selected, ".-")
plt.xlabel("lambda")
plt.xscale("log")
plt.ylabel("number of selected features")
plt.savefig("housing-path.png")
plt.clf()

# pick the sparsest model within 5% of the best test MSE and report it
best_mse = min(mse)
best = max((i for i, m in enumerate(mse) if m <= 1.05 * best_mse), key=lambda i: path[i].lambda_)
model.load(path[best])
y_pred = model.predict(X_test.to_numpy())
r2 = r2_score(y_test, y_pred)
print(f"lambda={path[best].lambda_:.3e}  selected={n_selected[best]}  MSE={mse[best]:.4f}  R^2={r2:.4f}")

importances = model.feature_importances_.numpy()
order = np.argsort(importances)[::-1]
ranking = pd.DataFrame(
    {
        "feature": [feature_names[i] for i in order],
        "importance": importances[order],
        "fake": [feature_names[i].startswith("fake_") for i in order],
    }
)
print(ranking.to_string(index=False))

finite_max = ranking.loc[np.isfinite(ranking["importance"]), "importance"].max()
plt.bar(np.arange(len(order)), ranking["importance"].replace(np.inf, 2 * finite_max),
        color=np.where(ranking["fake"], "r", "g"))
plt.xticks(np.arange(len(order)), ranking["feature"], rotation=90)
plt.ylabel("Feature importance (lambda at which it leaves the model)")
plt.tight_layout()
plt.savefig("housing-importance.png")
