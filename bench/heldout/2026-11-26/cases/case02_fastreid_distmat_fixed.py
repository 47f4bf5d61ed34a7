# source: https://github.com/JDAI-CV/fast-reid/pull/509
# expect: none
# why: same visualisation flow after the maintainer's fix: features are moved to CPU in the predictor before distmat is built
import numpy as np
import torch
import torch.nn.functional as F


class FeatureExtractionDemo:
    def __init__(self, model):
        self.model = model.cuda().eval()

    def run_on_loader(self, loader):
        for batch in loader:
            with torch.no_grad():
                feat = self.model(batch["images"].cuda())
            # the fix: everything leaves the predictor on the host
            yield F.normalize(feat, dim=1).cpu(), batch["targets"], batch["camids"]


def visualize(demo, loader, num_query):
    feats, pids = [], []
    for feat, pid, camid in demo.run_on_loader(loader):
        feats.append(feat)
        pids.extend(pid.tolist())
    feats = torch.cat(feats, dim=0)
    q_feat, g_feat = feats[:num_query], feats[num_query:]
    distmat = 1 - torch.mm(q_feat, g_feat.t())
    distmat = distmat.numpy()
    return np.argsort(distmat, axis=1), np.asarray(pids)
