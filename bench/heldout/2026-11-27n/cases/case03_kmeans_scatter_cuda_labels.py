# expect: TL003
# source: https://github.com/DeMoriarty/fast_pytorch_kmeans/issues/9 ("How to cluster my own Dataset": user code `gpufeature = torchfeatures.cuda()` ... `labels = kmeans.fit_predict(gpufeature)` ... `plt.scatter(...)`; maintainer: "have you tried replacing ... with `plt.scatter(twofeatures[:, 0], twofeatures[:, 1], c=labels.cpu(), s=10, cmap="jet")`")
# note: the user's script, tidied into a function with argparse: the features are moved to the GPU, fast_pytorch_kmeans returns the cluster labels on the features' device, and `plt.scatter(..., c=labels)` makes matplotlib call `np.asanyarray` on a cuda tensor ("can't convert cuda:0 device type tensor to numpy"). The centroids are copied with `.cpu().numpy()` and the per-cluster counts with `.tolist()`, both fine.
import argparse

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import torch
from fast_pytorch_kmeans import KMeans


def cluster_and_plot(csv_path, n_clusters, columns, out_path, use_gpu=True):
    array = np.loadtxt(csv_path, delimiter=",")
    twofeatures = array[:, columns]
    device = "cuda" if use_gpu and torch.cuda.is_available() else "cpu"
    features = torch.from_numpy(twofeatures).to(device=device, dtype=torch.float)

    kmeans = KMeans(n_clusters=n_clusters, mode="euclidean", verbose=1)
    labels = kmeans.fit_predict(features)
    counts = torch.bincount(labels, minlength=n_clusters).tolist()
    for k, c in enumerate(counts):
        print("cluster {}: {} points".format(k, c))

    centroids = kmeans.centroids.cpu().numpy()
    fig, ax = plt.subplots(figsize=(6, 6))
    ax.scatter(twofeatures[:, 0], twofeatures[:, 1], c=labels, s=10, cmap="jet")
    ax.scatter(centroids[:, 0], centroids[:, 1], s=70, c="black", marker="x")
    ax.set_title("k-means, k={}".format(n_clusters))
    fig.savefig(out_path, dpi=120)
    plt.close(fig)
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--k", type=int, default=4)
    parser.add_argument("--columns", type=int, nargs=2, default=[1, 3])
    parser.add_argument("--out", default="clusters.png")
    parser.add_argument("--cpu", action="store_true")
    args = parser.parse_args()
    cluster_and_plot(args.csv, args.k, list(args.columns), args.out, use_gpu=not args.cpu)


if __name__ == "__main__":
    main()
