# expect: TL001
# source: https://github.com/silverbulletmdc/PVEN/issues/16 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I am trying to train the PVEN model, however, after the 1st Epoch, during distance matrix calculation, I am getting the above error. I am new to this and I don't know where should I make a modification inside math_tools.py file"; maintainer: "I have fixed it."), fixed by commit fda9862 "fix bug", which changes `distmat = distmat.numpy()` to `distmat = distmat.detach().cpu().numpy()` in `Clck_R1_mAP.compute`; code: silverbulletmdc/PVEN fda9862^ `examples/parsing_reid/math_tools.py` (calc_dist_split, clck_dist, Clck_R1_mAP) and `examples/parsing_reid/main.py` (eval_)
# note: PVEN's evaluation reduced to one file: `eval_` stores the features of every batch as `.detach().cpu()` copies, but `Clck_R1_mAP.compute` moves the query features with `qf = qf.cuda()` and, with the default `split=0`, builds `distmat` from `qf` and `gf.cuda()` (the `addmm_` keeps it there), so `distmat.numpy()` raises "can't convert cuda:0 device type tensor to numpy"; only the `split > 0` branch writes `sub_distmat.cpu()` into a host `distmat`. Traps: the features are computed under `torch.no_grad()` and detached (no grad); `vis_scores` are gathered with `.cpu()`; `pids`/`camids` come from `.cpu()` tensors through `np.asarray`; `local_distmat` is copied with `.cpu().numpy()`; `eval_func` receives NumPy arrays only.
import torch
from torch.nn import functional as F
import numpy as np
from tqdm import tqdm

from vehicle_reid_pytorch.metrics import eval_func


def calc_dist_split(qf, gf, split=0):
    qf = qf.cuda()
    m, n = qf.shape[0], gf.shape[0]
    if split == 0:
        distmat = torch.pow(qf, 2).sum(dim=1, keepdim=True).expand(m, n) + \
                torch.pow(gf, 2).cuda().sum(dim=1, keepdim=True).expand(n, m).t()
        distmat.addmm_(qf, gf.cuda().t(), beta=1, alpha=-2)
    else:  # 用于测试时控制显存
        distmat = gf.new(m, n)
        start = 0
        while start < n:
            end = start + split if (start + split) < n else n
            num = end - start
            sub_distmat = torch.pow(qf, 2).sum(dim=1, keepdim=True).expand(m, num) + \
                    torch.pow(gf[start:end], 2).cuda().sum(dim=1, keepdim=True).expand(num, m).t()
            sub_distmat.addmm_(qf, gf[start:end].cuda().t(), beta=1, alpha=-2)
            distmat[:, start:end] = sub_distmat.cpu()
            start += num
    return distmat


def clck_dist(feat1, feat2, vis_score1, vis_score2, split=0):
    """计算vpm论文中的clck距离: feat [B, C, N], vis_score [B, N] -> [B1, B2]"""
    B, C, N = feat1.shape
    dist_mat = 0
    ckcl = 0
    for i in range(N):
        ckcl_ = torch.mm(vis_score1[:, i].view(-1, 1), vis_score2[:, i].view(1, -1)).cuda()  # [N, N]
        ckcl += ckcl_
        dist_mat += calc_dist_split(feat1[:, :, i], feat2[:, :, i], split=split).cuda().clamp_min(0).sqrt() * ckcl_
    return dist_mat / ckcl


class Clck_R1_mAP:
    def __init__(self, num_query, *, max_rank=50, feat_norm=True, remove_junk=True, lambda_=0.5):
        """计算VPM中的可见性距离并计算性能; distmat = global_dist + lambda_ * local_dist"""
        self.num_query = num_query
        self.max_rank = max_rank
        self.feat_norm = feat_norm
        self.remove_junk = remove_junk
        self.lambda_ = lambda_
        self.reset()

    def reset(self):
        self.global_feats, self.local_feats, self.vis_scores = [], [], []
        self.pids, self.camids, self.paths = [], [], []

    def update(self, output):
        global_feat, local_feat, vis_score, pid, camid, paths = output
        self.global_feats.append(global_feat)
        self.local_feats.append(local_feat)
        self.vis_scores.append(vis_score)
        self.pids.extend(np.asarray(pid))
        self.camids.extend(np.asarray(camid))
        self.paths += paths

    def compute(self, split=0):
        global_feats = torch.cat(self.global_feats, dim=0)
        local_feats = torch.cat(self.local_feats, dim=0)
        vis_scores = torch.cat(self.vis_scores).cpu()
        if self.feat_norm:
            global_feats = F.normalize(global_feats, dim=1, p=2)
            local_feats = F.normalize(local_feats, dim=1, p=2)
        # 全局距离
        qf, gf = global_feats[:self.num_query], global_feats[self.num_query:]
        q_pids, g_pids = np.asarray(self.pids[:self.num_query]), np.asarray(self.pids[self.num_query:])
        q_camids, g_camids = np.asarray(self.camids[:self.num_query]), np.asarray(self.camids[self.num_query:])

        qf = qf.cuda()
        m, n = qf.shape[0], gf.shape[0]
        if split == 0:
            distmat = torch.pow(qf, 2).sum(dim=1, keepdim=True).expand(m, n) + \
                    torch.pow(gf.cuda(), 2).sum(dim=1, keepdim=True).expand(n, m).t()
            distmat.addmm_(qf, gf.cuda().t(), beta=1, alpha=-2)
        else:
            distmat = gf.new(m, n)
            start = 0
            while start < n:
                end = start + split if (start + split) < n else n
                num = end - start
                sub_distmat = torch.pow(qf, 2).sum(dim=1, keepdim=True).expand(m, num) + \
                        torch.pow(gf[start:end].cuda(), 2).sum(dim=1, keepdim=True).expand(num, m).t()
                sub_distmat.addmm_(qf, gf[start:end].cuda().t(), beta=1, alpha=-2)
                distmat[:, start:end] = sub_distmat.cpu()
                start += num
        distmat = distmat.numpy()

        # 局部距离
        local_distmat = clck_dist(local_feats[:self.num_query], local_feats[self.num_query:],
                                  vis_scores[:self.num_query], vis_scores[self.num_query:], split=split)
        local_distmat = local_distmat.cpu().numpy()

        return eval_func(distmat + self.lambda_ * local_distmat, q_pids, g_pids, q_camids, g_camids,
                         max_rank=self.max_rank, remove_junk=self.remove_junk)


def eval_(model, device, valid_loader, query_length, feat_norm=True, remove_junk=True, max_rank=50,
          lambda_=0.5, split=0):
    metric = Clck_R1_mAP(query_length, max_rank=max_rank, remove_junk=remove_junk, feat_norm=feat_norm, lambda_=lambda_)
    model.eval()
    with torch.no_grad():
        for batch in tqdm(valid_loader):
            for name, item in batch.items():
                if isinstance(item, torch.Tensor):
                    batch[name] = item.to(device)
            output = model(**batch)
            metric.update((output["global_feat"].detach().cpu(), output["local_feat"].detach().cpu(),
                           output["vis_score"], batch["id"].cpu(), batch["cam"].cpu(), batch["image_path"]))
    return metric.compute(split=split)
