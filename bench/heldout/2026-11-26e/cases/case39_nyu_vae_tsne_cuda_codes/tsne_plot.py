# expect: TL003
# source: https://github.com/Atcold/NYU-DLSP20/issues/776
# note: 11-VAE notebook split in two files: vae_train.py collects the test-set means μ on `device` (cuda:0 when available) under no_grad; here
#       TSNE(...).fit_transform(X[-1]) gets the cuda tensor and sklearn converts it (the thread's fix adds .cpu()). Labels Y come from the CPU loader.
import matplotlib.pyplot as plt
from sklearn.manifold import TSNE

from vae_train import train_and_collect


def plot_codes(codes, epochs=(0, 4, 9), N=1000):
    E = list()
    for epoch in epochs:
        X = codes["μ"][epoch][:N]
        E.append(TSNE(n_components=2).fit_transform(X))
    Y = codes["y"][epochs[0]][:N]
    f, a = plt.subplots(ncols=len(epochs), figsize=(5 * len(epochs), 5))
    for i, e in enumerate(epochs):
        s = a[i].scatter(E[i][:, 0], E[i][:, 1], c=Y, cmap="tab10")
        a[i].grid(False)
        a[i].set_title(f"Epoch {e}")
        a[i].axis("equal")
    f.colorbar(s, ax=a[:], ticks=range(10), boundaries=range(11))
    plt.show()


if __name__ == "__main__":
    from data import loaders

    train_loader, test_loader = loaders()
    model, codes = train_and_collect(train_loader, test_loader)
    plot_codes(codes)
