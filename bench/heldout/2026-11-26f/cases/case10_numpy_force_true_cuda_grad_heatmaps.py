# expect: none
# source: https://github.com/XiaMooo/Yolo-Detect-Layer-Visualization/issues/1 (fix proposed there: `array.cpu().numpy(force=True)`); https://github.com/pytorch/pytorch/pull/59790 (numpy(force=True) copies to the CPU and detaches)
# note: the feature maps are cuda tensors that require grad (hooked from a model in grad mode), but `numpy(force=True)` detaches, copies to the CPU and resolves conj/neg bits itself; float32, so the conversion is correct.
import matplotlib.pyplot as plt
import seaborn as sns
import torch
import torch.nn as nn


def plot_multi_heatmap(*arrays, cmap="viridis", row=1, col=None):
    col = col or len(arrays)
    fig, ax = plt.subplots(row, col, figsize=(4 * col, 4 * row))
    for i, array in enumerate(arrays):
        array = array.numpy(force=True)
        sns.heatmap(array, square=True, cmap=cmap, ax=ax[i])
    plt.show()


def visualize(image):
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.Conv2d(8, 3, 1)).cuda()
    feats = model(image.cuda())
    maps = [feats[0, c] for c in range(feats.shape[1])]
    plot_multi_heatmap(*maps)
