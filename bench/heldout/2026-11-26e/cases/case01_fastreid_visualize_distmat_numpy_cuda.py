# expect: TL001
# source: https://github.com/JDAI-CV/fast-reid/pull/509
# note: reconstruction of demo/visualize_result.py from the thread: query/gallery features are extracted on cuda (when available) under no_grad and the
#       distance matrix is built on the GPU; `distmat = distmat.numpy()` has no .cpu(). No grad (no_grad), float32, so only the device is wrong.
import argparse

import numpy as np
import torch
import torch.nn.functional as F

from fastreid.config import get_cfg
from fastreid.data import build_reid_test_loader
from fastreid.modeling import build_model
from fastreid.utils.checkpoint import Checkpointer
from fastreid.utils.visualizer import Visualizer


def get_parser():
    parser = argparse.ArgumentParser(description="Feature extraction with reid models")
    parser.add_argument("--config-file", metavar="FILE")
    parser.add_argument("--dataset-name")
    parser.add_argument("--output", default="./vis_rank_list")
    parser.add_argument("--num-vis", type=int, default=100)
    parser.add_argument("--rank-sort", default="ascending")
    parser.add_argument("--max-rank", type=int, default=10)
    parser.add_argument("--opts", default=[], nargs=argparse.REMAINDER)
    return parser


def main():
    args = get_parser().parse_args()
    cfg = get_cfg()
    cfg.merge_from_file(args.config_file)
    cfg.merge_from_list(args.opts)
    cfg.freeze()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = build_model(cfg)
    Checkpointer(model).load(cfg.MODEL.WEIGHTS)
    model.to(device)
    model.eval()

    test_loader, num_query = build_reid_test_loader(cfg, dataset_name=args.dataset_name)

    feats, pids, camids = [], [], []
    with torch.no_grad():
        for batch in test_loader:
            images = batch["images"].to(device)
            feat = model(images)
            feats.append(F.normalize(feat))
            pids.extend(batch["targets"].tolist())
            camids.extend(batch["camids"].tolist())

    feats = torch.cat(feats, dim=0)
    q_feat, g_feat = feats[:num_query], feats[num_query:]
    q_pids, g_pids = np.asarray(pids[:num_query]), np.asarray(pids[num_query:])
    q_camids, g_camids = np.asarray(camids[:num_query]), np.asarray(camids[num_query:])

    # compute cosine distance
    distmat = 1 - torch.mm(q_feat, g_feat.t())
    distmat = distmat.numpy()

    visualizer = Visualizer(test_loader.dataset)
    visualizer.get_model_output([], distmat, q_pids, g_pids, q_camids, g_camids)
    visualizer.vis_rank_list(args.output, args.num_vis, rank_sort=args.rank_sort, max_rank=args.max_rank)


if __name__ == "__main__":
    main()
