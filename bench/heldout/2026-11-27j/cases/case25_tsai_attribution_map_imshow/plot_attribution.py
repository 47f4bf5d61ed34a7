# expect: TL003
# source: https://github.com/timeseriesAI/tsai/pull/234 ("Optuna Tutorial Notebook with TSAI": running nbs/100c_models.explainability.ipynb fails in the cell `att_maps = get_attribution_map(model, [model.conv2dblock, model.conv1dblock], x)` ... `im = ax.imshow(att_maps[0], cmap='inferno')` with a TypeError)
# note: reconstruction of that notebook cell as a script around a copy of tsai's explainability helpers (tsai_ext/explainability.py, whose get_attribution_map keeps tensors on the model's device unless cpu=True): the model and the sample are on cuda, the maps are detached (detach=True, the default) but stay on the GPU, and matplotlib's imshow converts them with NumPy. The normalisation is done on tensors and is valid.
import matplotlib.pyplot as plt
import numpy as np
import torch

from tsai.models.XCM import XCM
from tsai.data.external import get_UCR_data
from tsai_ext.explainability import get_attribution_map

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
X, y, splits = get_UCR_data("LSST", split_data=False)
model = XCM(X.shape[1], len(np.unique(y)), X.shape[-1]).to(device)
model.load_state_dict(torch.load("models/xcm_lsst.pth", map_location=device))
model.eval()

x = torch.from_numpy(np.asarray(X[splits[1][:1]], dtype=np.float32)).to(device)
att_maps = get_attribution_map(model, [model.conv2dblock, model.conv1dblock], x)
att_maps[0] = (att_maps[0] - att_maps[0].min()) / (att_maps[0].max() - att_maps[0].min())
att_maps[1] = (att_maps[1] - att_maps[1].min()) / (att_maps[1].max() - att_maps[1].min())

for att, title in zip(att_maps, ["Observed variables", "Time"]):
    fig = plt.figure(figsize=(10, 10))
    ax = plt.axes()
    plt.title(title)
    im = ax.imshow(att, cmap="inferno")
    cax = fig.add_axes([ax.get_position().x1 + 0.01, ax.get_position().y0, 0.02, ax.get_position().height])
    plt.colorbar(im, cax=cax)
    fig.savefig(f"attribution_{title.split()[0].lower()}.png")
