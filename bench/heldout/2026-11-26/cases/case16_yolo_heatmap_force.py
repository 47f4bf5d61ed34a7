# source: https://github.com/XiaMooo/Yolo-Detect-Layer-Visualization/issues/1
# expect: none
# why: the workaround from the thread: numpy(force=True) detaches and copies to CPU itself (float32 maps)
import matplotlib.pyplot as plt
import seaborn as sns
import torch


def plot_multi_heatmap(*arrays, cmap="viridis", title=None, row=None, col=None):
    col = col or len(arrays)
    row = row or 1
    fig, ax = plt.subplots(row, col, figsize=(4 * col, 4 * row))
    for i, array in enumerate(arrays):
        if isinstance(array, torch.Tensor):
            array = array.numpy(force=True)
        r = i // col
        c = i % col
        axi = ax[r, c] if row > 1 else ax[c]
        sns.heatmap(array, square=True, cmap=cmap, ax=axi)
    plt.show()


def visualize_heads(model, img, device="cuda"):
    model.eval().to(device)
    preds = model(img.to(device))[1]
    heads = [p[0, :, :, 4].sigmoid().max(0)[0] for p in preds]
    plot_multi_heatmap(*heads, title="objectness per detect layer")
