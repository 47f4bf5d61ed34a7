# expect: none
# source: https://github.com/JDAI-CV/fast-reid/pull/509 (the maintainer's reply: fixed in the predictor instead, commit 62ad5e1)
# note: cfg.MODEL.DEVICE is "cuda", but predictor.py yields features computed under no_grad and copied with .cpu(); the distance matrix is
#       therefore a CPU float32 tensor without grad when `.numpy()` is called.
import argparse

import numpy as np
import torch

from fastreid.config import get_cfg
from fastreid.data import build_reid_test_loader
from fastreid.utils.visualizer import Visualizer
from predictor import FeatureExtractionDemo


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file")
    parser.add_argument("--dataset-name")
    parser.add_argument("--output", default="./vis_rank_list")
    parser.add_argument("--opts", default=["MODEL.DEVICE", "cuda"], nargs=argparse.REMAINDER)
    args = parser.parse_args()
    cfg = get_cfg()
    cfg.merge_from_file(args.config_file)
    cfg.merge_from_list(args.opts)
    cfg.freeze()

    test_loader, num_query = build_reid_test_loader(cfg, dataset_name=args.dataset_name)
    demo = FeatureExtractionDemo(cfg)
    feats, pids, camids = [], [], []
    for feat, pid, camid in demo.run_on_loader(test_loader):
        feats.append(feat)
        pids.extend(pid)
        camids.extend(camid)

    feats = torch.cat(feats, dim=0)
    q_feat, g_feat = feats[:num_query], feats[num_query:]
    q_pids, g_pids = np.asarray(pids[:num_query]), np.asarray(pids[num_query:])
    q_camids, g_camids = np.asarray(camids[:num_query]), np.asarray(camids[num_query:])

    distmat = 1 - torch.mm(q_feat, g_feat.t())
    distmat = distmat.numpy()

    visualizer = Visualizer(test_loader.dataset)
    visualizer.get_model_output([], distmat, q_pids, g_pids, q_camids, g_camids)
    visualizer.vis_rank_list(args.output, 100, rank_sort="ascending", max_rank=10)


if __name__ == "__main__":
    main()
