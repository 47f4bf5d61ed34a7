# source: https://github.com/JDAI-CV/fast-reid/pull/509
# expect: TL001
# why: distmat is computed from features on the cuda predictor device and .numpy() is called without .cpu()
import argparse

import numpy as np
import torch
import torch.nn.functional as F


def build_feature_extractor(cfg_path):
    model = torch.hub.load("JDAI-CV/fast-reid", "sbs_R50_ibn", pretrained=True)
    model.eval()
    return model.cuda()


def extract(model, loader):
    feats, pids, camids = [], [], []
    with torch.no_grad():
        for batch in loader:
            images = batch["images"].cuda(non_blocking=True)
            feats.append(F.normalize(model(images), dim=1))
            pids.extend(batch["targets"].tolist())
            camids.extend(batch["camids"].tolist())
    return torch.cat(feats, dim=0), np.asarray(pids), np.asarray(camids)


def main(args, loader, num_query):
    model = build_feature_extractor(args.config_file)
    feats, pids, camids = extract(model, loader)
    q_feat, g_feat = feats[:num_query], feats[num_query:]
    distmat = 1 - torch.mm(q_feat, g_feat.t())
    distmat = distmat.numpy()
    indices = np.argsort(distmat, axis=1)
    return indices, pids, camids


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", default="configs/VeRi/sbs_R50-ibn.yml")
    main(parser.parse_args(), loader=[], num_query=10)
