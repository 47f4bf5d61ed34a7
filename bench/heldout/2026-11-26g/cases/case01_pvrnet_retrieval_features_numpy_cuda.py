# expect: TL001
# source: https://github.com/iMoonLab/PVRNet/issues/3
# note: reconstruction (the thread gives only "can't convert CUDA tensor to numpy" after training): the retrieval test moves PVRNet to cuda and extracts fused features under no_grad; `ft.numpy()` has no .cpu(). The labels come from the CPU loader.
import argparse

import numpy as np
import torch
from scipy.spatial.distance import cdist
from torch.utils.data import DataLoader

from datasets.data_pth import pc_view_data
from models import PVRNet


def extract_features(net, loader):
    net.eval()
    feats, labels = [], []
    with torch.no_grad():
        for views, pcs, lbl in loader:
            views = views.cuda(non_blocking=False)
            pcs = pcs.cuda()
            _, ft = net(pcs, views, get_fea=True)
            feats.append(ft.numpy())
            labels.append(lbl.numpy())
    return np.concatenate(feats, 0), np.concatenate(labels, 0)


def mean_average_precision(dist, labels):
    order = np.argsort(dist, axis=1)
    aps = []
    for i in range(dist.shape[0]):
        rel = (labels[order[i, 1:]] == labels[i]).astype(np.float32)
        if rel.sum() == 0:
            continue
        prec = np.cumsum(rel) / np.arange(1, len(rel) + 1)
        aps.append((prec * rel).sum() / rel.sum())
    return float(np.mean(aps))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt", default="ckpt/pvrnet_best.pth")
    parser.add_argument("--data", default="data/modelnet40")
    args = parser.parse_args()

    net = PVRNet(n_classes=40)
    state = torch.load(args.ckpt, map_location="cpu")
    net.load_state_dict(state["model"])
    net = net.cuda()

    loader = DataLoader(pc_view_data(args.data, status="test"), batch_size=32, num_workers=4)
    fts, lbls = extract_features(net, loader)
    dist = cdist(fts, fts, "cosine")
    print(f"retrieval mAP: {mean_average_precision(dist, lbls):.4f}")


if __name__ == "__main__":
    main()
