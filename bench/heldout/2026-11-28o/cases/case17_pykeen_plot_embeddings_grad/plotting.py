# expect: TL002
# source: https://github.com/pykeen/pykeen/issues/206 ("Fix issue with GPU and plots": "Make sure to use `.cpu()` before calling `numpy()`, in case the tensor resides on a GPU. (Otherwise leads to `TypeError: can't convert cuda:0 device type tensor to numpy ...`) In total: `embeddings(None).detach().cpu().numpy()`")
# note: the embedding-plot helper reconstructed from the review comment it quotes (pykeen's plot of entity embeddings reduced with PCA), with a tiny TransE in model.py and a training loop in pipeline.py. The `.cpu()` half of the fix is present here; the `.detach()` half is not: `embeddings(None)` returns the `nn.Embedding` weight, a Parameter that requires grad, and pipeline.py calls the helper right after training in grad mode, so `.cpu().numpy()` raises "Can't call numpy() on Tensor that requires grad". Device is handled by `.cpu()`, dtype float32.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from sklearn.decomposition import PCA


def plot_entity_embeddings(model, entity_labels, path, max_points=200):
    embeddings = model.entity_representations[0]
    e = embeddings(None).cpu().numpy()
    e = e[:max_points]
    points = PCA(n_components=2).fit_transform(e)
    fig, ax = plt.subplots(figsize=(8, 8))
    ax.scatter(points[:, 0], points[:, 1], s=8)
    for (x, y), label in zip(points, entity_labels[:max_points]):
        ax.annotate(label, (x, y), fontsize=6)
    ax.set_title("Entity embeddings (PCA), dim={}".format(e.shape[1]))
    fig.savefig(path, dpi=150)
    plt.close(fig)
    return np.asarray(points)
