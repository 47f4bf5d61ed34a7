# expect: TL002
# source: https://github.com/XiaMooo/Yolo-Detect-Layer-Visualization/issues/1
# note: plot_multi_heatmap as quoted in the issue: `array = array.cpu().numpy()` copies to the host but keeps the graph; test_visual.py runs the
#       detector forward without no_grad and passes the detection-head feature maps, so .numpy() raises for grad (the maintainer's fix adds .detach()).
import math

import matplotlib.pyplot as plt
import seaborn as sns
import torch


def plot_multi_heatmap(*arrays, cmap="viridis", title=None, row=None, col=None):
    n = len(arrays)
    if row is None and col is None:
        col = math.ceil(math.sqrt(n))
        row = math.ceil(n / col)
    elif row is None:
        row = math.ceil(n / col)
    elif col is None:
        col = math.ceil(n / row)
    fig, ax = plt.subplots(row, col, figsize=(4 * col, 4 * row))
    for i, array in enumerate(arrays):
        if isinstance(array, torch.Tensor):
            array = array.cpu().numpy()
        r = i // col
        c = i % col
        axi = ax[r, c] if row > 1 else ax[c]
        sns.heatmap(array, square=True, cmap=cmap, ax=axi)
    if title:
        fig.suptitle(title)
    plt.show()
